// SPDX-License-Identifier: Apache-2.0
// DPI-C imports of the HPM golden model (cmodel/hpm_dpi.c).
//
// `include this inside a module or package. It has no include guard on
// purpose: an import is local to the scope that includes it, so two modules
// that each include the file must both get the declarations.
//
// Use: create one model per DUT with the DUT's parameters, hpm_dpi_reset()
// whenever rst_ni is low, and once per clock cycle set the event bus with
// hpm_dpi_set_event() and call hpm_dpi_step() with the cycle's inputs; its
// outputs are the DUT's outputs of that cycle before the clock edge. Staged
// event counts persist until set again (like a port holding its value).

// Returns null (and prints why) when a parameter is out of the contract's range.
import "DPI-C" function chandle hpm_dpi_create(
  input int xlen, input int num_hpm, input int hpm_width,
  input int num_events, input int event_w, input int ret_w, input int h_ext);

// The same for a block built with EVENT_PIPE (hpm_dpi_create is this with 0).
import "DPI-C" function chandle hpm_dpi_create_piped(
  input int xlen, input int num_hpm, input int hpm_width,
  input int num_events, input int event_w, input int ret_w, input int h_ext,
  input int event_pipe);

import "DPI-C" function void hpm_dpi_destroy(input chandle m);

import "DPI-C" function void hpm_dpi_reset(input chandle m);

// events_i[index] = count from the next hpm_dpi_step on.
import "DPI-C" function void hpm_dpi_set_event(
  input chandle m, input int index, input int count);

// stopcount_i = stop from the next hpm_dpi_step on (held, like an event).
import "DPI-C" function void hpm_dpi_set_stopcount(input chandle m, input int stop);

// One cycle: outputs before the edge, then the edge.
import "DPI-C" function void hpm_dpi_step(
  input chandle m,
  input int priv, input int virt,
  input int csr_valid, input int csr_addr, input int csr_write,
  input longint csr_wdata,
  input int cycle, input int instret, input longint time_val,
  output longint rdata, output int hit, output int illegal,
  output int virtual_fault, output int lcofi);

// Raw 64-bit value of the register at a machine-level address (0xB00,
// 0xB02, 0xB03.., 0x320, 0x321, 0x322, 0x323.., 0x306, 0x106, 0x606, 0xDA0
// as M reads it), no access checks; RV32 high-half addresses give bits 63:32.
import "DPI-C" function longint hpm_dpi_peek(input chandle m, input int csr_addr);
