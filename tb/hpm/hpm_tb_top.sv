// Lockstep wrapper: the HPM block with its architectural state brought out
// as ports, so the C++ harness compares every register every cycle without
// depending on Verilator's names for internal signals.
module hpm_tb_top #(
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
  output logic [XLEN-1:0]               csr_rdata_o,
  output logic                          csr_hit_o,
  output logic                          csr_illegal_o,
  output logic                          csr_virtual_o,
  input  logic                          cycle_i,
  input  logic [RET_W-1:0]              instret_i,
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i,
  input  logic [63:0]                   time_i,
  output logic                          lcofi_o,
  // Architectural state, indexed by counter number like the CSR addresses.
  output logic [32*64-1:0]              state_counter_o,
  output logic [32*64-1:0]              state_event_o,
  output logic [63:0]                   state_mcyclecfg_o,
  output logic [63:0]                   state_minstretcfg_o,
  output logic [31:0]                   state_mcountinhibit_o,
  output logic [31:0]                   state_mcounteren_o,
  output logic [31:0]                   state_scounteren_o,
  output logic [31:0]                   state_hcounteren_o,
  // The parameters, so the C++ harness needs no second copy of them.
  output logic [31:0]                   param_xlen_o,
  output logic [31:0]                   param_num_hpm_o,
  output logic [31:0]                   param_hpm_width_o,
  output logic [31:0]                   param_num_events_o,
  output logic [31:0]                   param_event_w_o,
  output logic [31:0]                   param_ret_w_o,
  output logic [31:0]                   param_h_ext_o
);

  assign param_xlen_o       = XLEN;
  assign param_num_hpm_o    = NUM_HPM;
  assign param_hpm_width_o  = HPM_WIDTH;
  assign param_num_events_o = NUM_EVENTS;
  assign param_event_w_o    = EVENT_W;
  assign param_ret_w_o      = RET_W;
  assign param_h_ext_o      = H_EXT;

  hpm #(
    .XLEN       (XLEN),
    .NUM_HPM    (NUM_HPM),
    .HPM_WIDTH  (HPM_WIDTH),
    .NUM_EVENTS (NUM_EVENTS),
    .EVENT_W    (EVENT_W),
    .RET_W      (RET_W),
    .H_EXT      (H_EXT)
  ) u_hpm (
    .clk_i,
    .rst_ni,
    .priv_i,
    .virt_i,
    .csr_valid_i,
    .csr_addr_i,
    .csr_write_i,
    .csr_wdata_i,
    .csr_rdata_o,
    .csr_hit_o,
    .csr_illegal_o,
    .csr_virtual_o,
    .cycle_i,
    .instret_i,
    .events_i,
    .time_i,
    .lcofi_o
  );

  for (genvar i = 0; i < 32; i++) begin : gen_state
    assign state_counter_o[i*64 +: 64] = u_hpm.counter_val[i];
    assign state_event_o[i*64 +: 64]   = u_hpm.event_val[i];
  end
  assign state_mcyclecfg_o     = u_hpm.mcyclecfg;
  assign state_minstretcfg_o   = u_hpm.minstretcfg;
  assign state_mcountinhibit_o = u_hpm.mcountinhibit_q;
  assign state_mcounteren_o    = u_hpm.mcounteren_q;
  assign state_scounteren_o    = u_hpm.scounteren_q;
  assign state_hcounteren_o    = u_hpm.hcounteren_q;

endmodule
