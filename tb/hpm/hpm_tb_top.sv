// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// Lockstep wrapper around the HPM block. The harness reads the block's
// architectural registers in place by their hierarchical names
// (tb/common/hpm_state.vlt), not through ports.
//
// The block's inputs pass through a register that the rising edge loads, so
// one evaluation of the simulator does two things at once: the edge that ends
// cycle t-1 (the block updates from the inputs of t-1, still in the
// register) and the presentation of cycle t's inputs (loaded by the same
// edge). The outputs of cycle t are then settled, and the harness needs one
// evaluation per cycle instead of one per clock level: three times less work
// for Verilator, which otherwise settles the whole block again on every
// input change and again after every edge (docs/hpm.md, Simulation speed).
// The register resets to an idle cycle (no access, no count), so the edge
// after a reset changes nothing.
module hpm_tb_top #(
  `HPM_PARAMS
) (
  `HPM_INPUTS,
  output logic [XLEN-1:0] csr_rdata_o,
  output logic            csr_hit_o,
  output logic            csr_illegal_o,
  output logic            csr_virtual_o,
  output logic            lcofi_o,
  // The parameters, so the C++ harness needs no second copy of them.
  output logic [31:0]     param_xlen_o,
  output logic [31:0]     param_num_hpm_o,
  output logic [31:0]     param_hpm_width_o,
  output logic [31:0]     param_num_events_o,
  output logic [31:0]     param_event_w_o,
  output logic [31:0]     param_ret_w_o,
  output logic [31:0]     param_h_ext_o,
  output logic [31:0]     param_cdeleg_o,
  output logic [31:0]     param_event_pipe_o
);

  assign param_xlen_o       = XLEN;
  assign param_num_hpm_o    = NUM_HPM;
  assign param_hpm_width_o  = HPM_WIDTH;
  assign param_num_events_o = NUM_EVENTS;
  assign param_event_w_o    = EVENT_W;
  assign param_ret_w_o      = RET_W;
  assign param_h_ext_o      = H_EXT;
  assign param_cdeleg_o     = CDELEG;
  assign param_event_pipe_o = EVENT_PIPE;

  logic [1:0]                          priv_q;
  logic                                virt_q, csr_valid_q, csr_write_q, cycle_q;
  logic [11:0]                         csr_addr_q;
  logic [XLEN-1:0]                     csr_wdata_q;
  logic [RET_W-1:0]                    instret_q;
  logic [NUM_EVENTS*EVENT_W-1:0]       events_q;
  logic [63:0]                         time_q;
  logic                                stopcount_q, menvcfg_cde_q;
  logic [XLEN-1:0]                     siselect_q, vsiselect_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      priv_q      <= 2'b11;
      virt_q      <= 1'b0;
      csr_valid_q <= 1'b0;
      csr_addr_q  <= '0;
      csr_write_q <= 1'b0;
      csr_wdata_q <= '0;
      cycle_q     <= 1'b0;
      instret_q   <= '0;
      events_q    <= '0;
      time_q      <= '0;
      stopcount_q <= 1'b0;
      menvcfg_cde_q <= 1'b0;
      siselect_q  <= '0;
      vsiselect_q <= '0;
    end else begin
      priv_q      <= priv_i;
      virt_q      <= virt_i;
      csr_valid_q <= csr_valid_i;
      csr_addr_q  <= csr_addr_i;
      csr_write_q <= csr_write_i;
      csr_wdata_q <= csr_wdata_i;
      cycle_q     <= cycle_i;
      instret_q   <= instret_i;
      events_q    <= events_i;
      time_q      <= time_i;
      stopcount_q <= stopcount_i;
      menvcfg_cde_q <= menvcfg_cde_i;
      siselect_q  <= siselect_i;
      vsiselect_q <= vsiselect_i;
    end
  end

  hpm #(
    `HPM_PASS_PARAMS
  ) u_hpm (
    .clk_i,
    .rst_ni,
    .priv_i        (priv_q),
    .virt_i        (virt_q),
    .csr_valid_i   (csr_valid_q),
    .csr_addr_i    (csr_addr_q),
    .csr_write_i   (csr_write_q),
    .csr_wdata_i   (csr_wdata_q),
    .csr_rdata_o,
    .csr_hit_o,
    .csr_illegal_o,
    .csr_virtual_o,
    .cycle_i       (cycle_q),
    .instret_i     (instret_q),
    .events_i      (events_q),
    .time_i        (time_q),
    .stopcount_i   (stopcount_q),
    .menvcfg_cde_i (menvcfg_cde_q),
    .siselect_i    (siselect_q),
    .vsiselect_i   (vsiselect_q),
    .lcofi_o
  );

endmodule
