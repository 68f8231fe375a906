// SPDX-License-Identifier: Apache-2.0
//
// SoC simulation wrapper: the SoC plus what the harness watches. The HPM
// block's ports come out so the C model can run in lockstep inside the
// running SoC (its architectural registers are read in place,
// tb/common/hpm_state.vlt); data-bus stores come out for HTIF tohost.
module soc_tb_top #(
  parameter int XLEN       = 64,
  parameter int RAM_BYTES  = 64 * 1024 * 1024
) (
  input  logic               clk_i,
  input  logic               rst_ni,
  input  logic [63:0]        boot_addr_i,
  output logic               uart_tx_valid_o,
  output logic [7:0]         uart_tx_data_o,
  output logic               finish_o,
  output logic [15:0]        finish_code_o,
  // A store on the data bus this cycle (value in its byte lanes).
  output logic               store_valid_o,
  output logic [63:0]        store_addr_o,
  output logic [63:0]        store_data_o,
  // The HPM block's inputs and outputs this cycle.
  output logic [1:0]         hpm_priv_o,
  output logic               hpm_csr_valid_o,
  output logic [11:0]        hpm_csr_addr_o,
  output logic               hpm_csr_write_o,
  output logic [63:0]        hpm_csr_wdata_o,
  output logic               hpm_cycle_o,
  output logic               hpm_instret_o,
  output logic [31:0]        hpm_events_o,
  output logic [63:0]        hpm_time_o,
  output logic [63:0]        hpm_csr_rdata_o,
  output logic               hpm_csr_hit_o,
  output logic               hpm_csr_illegal_o,
  output logic               hpm_csr_virtual_o,
  output logic               hpm_lcofi_o,
  // The committing instruction, for the commit log and messages.
  output logic               commit_valid_o,
  output logic [63:0]        commit_pc_o,
  output logic [31:0]        commit_instr_o,
  output logic               commit_retire_o,
  output logic               commit_trap_o,
  output logic [1:0]         commit_priv_o,
  output logic [31:0]        param_xlen_o,
  output logic [31:0]        param_num_events_o  // the HPM's NUM_EVENTS in the core
);

  // The boot address, loaded by the reset and held: a design input that the
  // core's next-pc logic used directly would make Verilator recompute that
  // logic at every evaluation, the harness's clock-low one included.
  logic [63:0] boot_addr_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) boot_addr_q <= boot_addr_i;
    else         boot_addr_q <= boot_addr_q;
  end

  soc_top #(
    .XLEN      (XLEN),
    .RAM_BYTES (RAM_BYTES)
  ) u_soc (
    .clk_i,
    .rst_ni,
    .boot_addr_i (boot_addr_q),
    .irq_external_i (1'b0),
    .uart_tx_valid_o,
    .uart_tx_data_o,
    .finish_o,
    .finish_code_o
  );

  assign store_valid_o = u_soc.dmem_req && u_soc.dmem_we && u_soc.sel_ram;
  assign store_addr_o  = u_soc.daddr;
  assign store_data_o  = u_soc.wdata64;

  assign hpm_priv_o        = u_soc.u_core.u_hpm.priv_i;
  assign hpm_csr_valid_o   = u_soc.u_core.u_hpm.csr_valid_i;
  assign hpm_csr_addr_o    = u_soc.u_core.u_hpm.csr_addr_i;
  assign hpm_csr_write_o   = u_soc.u_core.u_hpm.csr_write_i;
  assign hpm_csr_wdata_o   = 64'(u_soc.u_core.u_hpm.csr_wdata_i);
  assign hpm_cycle_o       = u_soc.u_core.u_hpm.cycle_i;
  assign hpm_instret_o     = u_soc.u_core.u_hpm.instret_i;
  assign hpm_events_o      = 32'(u_soc.u_core.events);
  assign hpm_time_o        = u_soc.u_core.u_hpm.time_i;
  assign hpm_csr_rdata_o   = 64'(u_soc.u_core.u_hpm.csr_rdata_o);
  assign hpm_csr_hit_o     = u_soc.u_core.u_hpm.csr_hit_o;
  assign hpm_csr_illegal_o = u_soc.u_core.u_hpm.csr_illegal_o;
  assign hpm_csr_virtual_o = u_soc.u_core.u_hpm.csr_virtual_o;
  assign hpm_lcofi_o       = u_soc.u_core.u_hpm.lcofi_o;

  assign commit_valid_o = u_soc.u_core.mem_wb_q.valid;
  assign commit_pc_o    = 64'(u_soc.u_core.mem_wb_q.pc);
  assign commit_instr_o = u_soc.u_core.mem_wb_q.instr;
  assign commit_retire_o = u_soc.u_core.commit_retire;
  assign commit_trap_o  = u_soc.u_core.commit_trap;
  assign commit_priv_o  = u_soc.u_core.priv;
  assign param_xlen_o   = XLEN;
  assign param_num_events_o = core_pkg::NumEvents;

endmodule
