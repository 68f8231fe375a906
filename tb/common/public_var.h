// SPDX-License-Identifier: Apache-2.0
//
// Finding a public Verilated variable by its scope and name, for harnesses
// that read signals in place instead of through the top's ports.
#ifndef PUBLIC_VAR_H
#define PUBLIC_VAR_H
#include <verilated.h>
#include <verilated_syms.h>

#include <stdexcept>
#include <string>

// The scope, or an exception naming it.
inline const VerilatedScope *public_scope(const std::string &scope_name) {
  const VerilatedScope *scope = Verilated::threadContextp()->scopeFind(scope_name.c_str());
  if (!scope) throw std::runtime_error("no scope " + scope_name);
  return scope;
}

// The storage of one public variable, checked to have the C type it is read
// as (Verilator stores 1..8-bit values as uint8_t, 9..16 as uint16_t,
// 17..32 as uint32_t, 33..64 as uint64_t, and an unpacked array as a plain
// C array of those).
template <typename T>
const T *public_var(const VerilatedScope *scope, const std::string &scope_name, const char *name,
                    VerilatedVarType type, int elements = 1) {
  const VerilatedVar *v = scope->varFind(name);
  if (!v) throw std::runtime_error(scope_name + "." + name + " is not public");
  const int unpacked = v->udims() ? v->elements(1) : 1;
  if (v->vltype() != type || unpacked != elements) {
    throw std::runtime_error(scope_name + "." + name + " has an unexpected type");
  }
  return static_cast<const T *>(v->datap());
}

#endif  // PUBLIC_VAR_H
