// SPDX-License-Identifier: Apache-2.0
//
// The simulators are built twice: without trace support, which every run
// pays for even when it writes no trace (Verilator then keeps every signal
// in memory instead of machine registers), and as NAME-trace beside it.
// A run that asks for a trace is handed to the trace build with the same
// arguments.
#ifndef TRACE_BUILD_H
#define TRACE_BUILD_H

#include <unistd.h>

#include <cstdio>
#include <string>

// In a build without trace support, replaces this process with the trace
// build beside it; returns only when there is none, after saying how to make
// it. `make_hint` names the make target that builds it.
inline void exec_trace_build(char **argv, const char *make_hint) {
  char self[4096];
  const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  const std::string traced = n > 0 ? std::string(self, static_cast<size_t>(n)) + "-trace" : "";
  if (!traced.empty() && access(traced.c_str(), X_OK) == 0) execv(traced.c_str(), argv);
  std::fprintf(stderr, "--trace needs the trace build %s (make %s)\n", traced.c_str(), make_hint);
}

#endif  // TRACE_BUILD_H
