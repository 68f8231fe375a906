// SPDX-License-Identifier: Apache-2.0
// Formal top: the HPM block with every input left free, next to the
// checker that holds the properties (tools/formal proves them).
//
// Yosys 0.23 parses `bind` but drops it without a word, and it has no
// hierarchical references, so the checker is attached here instead. The
// checker judges the block by its ports and by its architectural registers;
// the probe_* and gen_probe wires below carry those registers, and each
// counter's LCOFI request (a cut point, see hpm_counter_props). They are
// deliberately left undriven in this file: tools/formal connects each one to
// the RTL register named in tb/formal/probes.txt after flattening, so rtl/
// needs no port or code for verification.
module hpm_formal_top #(
  parameter int XLEN       = 64,
  parameter int NUM_HPM    = 29,
  parameter int HPM_WIDTH  = 64,
  parameter int NUM_EVENTS = 32,
  parameter int EVENT_W    = 1,
  parameter int RET_W      = 1,
  parameter int H_EXT      = 0
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic [1:0]                    priv_i,
  input  logic                          virt_i,
  input  logic                          csr_valid_i,
  input  logic [11:0]                   csr_addr_i,
  input  logic                          csr_write_i,
  input  logic [XLEN-1:0]               csr_wdata_i,
  input  logic                          cycle_i,
  input  logic [RET_W-1:0]              instret_i,
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i,
  input  logic [63:0]                   time_i
);

  logic [XLEN-1:0] csr_rdata;
  logic            csr_hit, csr_illegal, csr_virtual, lcofi;

  // HPM_FLAT_EVENT_PORT (set by tools/formal) gives events_i this flat layout.
  hpm #(
    .XLEN       (XLEN),
    .NUM_HPM    (NUM_HPM),
    .HPM_WIDTH  (HPM_WIDTH),
    .NUM_EVENTS (NUM_EVENTS),
    .EVENT_W    (EVENT_W),
    .RET_W      (RET_W),
    .H_EXT      (H_EXT)
  ) u_dut (
    .clk_i,
    .rst_ni,
    .priv_i,
    .virt_i,
    .csr_valid_i,
    .csr_addr_i,
    .csr_write_i,
    .csr_wdata_i,
    .csr_rdata_o   (csr_rdata),
    .csr_hit_o     (csr_hit),
    .csr_illegal_o (csr_illegal),
    .csr_virtual_o (csr_virtual),
    .cycle_i,
    .instret_i,
    .events_i,
    .time_i,
    .lcofi_o       (lcofi)
  );

  // Architectural registers, driven by tools/formal (tb/formal/probes.txt).
  logic [31:0]      probe_mcountinhibit, probe_mcounteren, probe_scounteren, probe_hcounteren;
  logic [63:0]      probe_mcycle, probe_minstret;
  logic [4:0]       probe_mcyclecfg_inh, probe_minstretcfg_inh;
  logic [32*64-1:0] probe_hpm_cnt, probe_hpm_evt;
  logic [31:0]      probe_hpm_lcofi;

  // Counter i sits at bits i*64 of the flat vectors, as in the CSR numbering;
  // slots without a counter are 0 and the checker never reads them.
  for (genvar i = 0; i < 32; i++) begin : gen_probe
    if (i >= 3 && i < 3 + NUM_HPM) begin : gen_impl
      logic [HPM_WIDTH-1:0] cnt;
      logic [63:0]          evt;
      logic                 lcofi;
      assign probe_hpm_cnt[i*64 +: 64] = 64'(cnt);
      assign probe_hpm_evt[i*64 +: 64] = evt;
      assign probe_hpm_lcofi[i]        = lcofi;
    end else begin : gen_none
      assign probe_hpm_cnt[i*64 +: 64] = '0;
      assign probe_hpm_evt[i*64 +: 64] = '0;
      assign probe_hpm_lcofi[i]        = 1'b0;
    end
  end

  hpm_props #(
    .XLEN       (XLEN),
    .NUM_HPM    (NUM_HPM),
    .HPM_WIDTH  (HPM_WIDTH),
    .NUM_EVENTS (NUM_EVENTS),
    .EVENT_W    (EVENT_W),
    .RET_W      (RET_W),
    .H_EXT      (H_EXT)
  ) u_props (
    .clk_i,
    .rst_ni,
    .priv_i,
    .virt_i,
    .csr_valid_i,
    .csr_addr_i,
    .csr_write_i,
    .csr_wdata_i,
    .csr_rdata_i         (csr_rdata),
    .csr_hit_i           (csr_hit),
    .csr_illegal_i       (csr_illegal),
    .csr_virtual_i       (csr_virtual),
    .cycle_i,
    .instret_i,
    .events_i,
    .time_i,
    .lcofi_i             (lcofi),
    .mcountinhibit_i     (probe_mcountinhibit),
    .mcounteren_i        (probe_mcounteren),
    .scounteren_i        (probe_scounteren),
    .hcounteren_i        (probe_hcounteren),
    .mcycle_i            (probe_mcycle),
    .minstret_i          (probe_minstret),
    .mcyclecfg_inh_i     (probe_mcyclecfg_inh),
    .minstretcfg_inh_i   (probe_minstretcfg_inh),
    .hpm_cnt_i           (probe_hpm_cnt),
    .hpm_evt_i           (probe_hpm_evt),
    .hpm_lcofi_i         (probe_hpm_lcofi)
  );

endmodule
