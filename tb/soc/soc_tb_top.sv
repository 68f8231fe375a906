// SPDX-License-Identifier: Apache-2.0
//
// SoC simulation wrapper: the SoC plus what the harness watches. For every
// hart, gen_watch[h] holds its HPM block's ports and its committing
// instruction, which the harness reads in place by name
// (tb/soc/soc_watch.vlt), so the C model of each hart's block can run in
// lockstep inside the running SoC, and the top-down rule is checked beside
// it (the blocks' architectural registers are
// read the same way, tb/common/hpm_state.vlt). Data-bus stores come out for
// HTIF tohost.
module soc_tb_top #(
  parameter int XLEN       = 64,
  parameter int NUM_HARTS  = soc_pkg::MinHarts,
  parameter int RAM_BYTES  = soc_pkg::RamBytes
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
  output logic [31:0]        param_xlen_o,
  output logic [31:0]        param_num_harts_o,
  output logic [31:0]        param_num_events_o, // the HPM's NUM_EVENTS in the core
  // The SoC's description (soc_pkg) that the harness needs.
  output logic [31:0]        param_num_hpm_o,
  output logic [31:0]        param_hpm_width_o,
  output logic [31:0]        param_cdeleg_o,      // the HPM's CDELEG in the core
  output logic [63:0]        param_ram_base_o,
  output logic [63:0]        param_ram_bytes_o,
  output logic [63:0]        param_rom_base_o,
  output logic [63:0]        param_fw_bytes_o,
  // The core's WARL masks a restored state is cut to (tb/soc/soc_restore.cpp).
  output logic [63:0]        param_exc_delegable_o,
  output logic [63:0]        param_mip_writable_o
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
    .NUM_HARTS (NUM_HARTS),
    .RAM_BYTES (RAM_BYTES)
  ) u_soc (
    .clk_i,
    .rst_ni,
    .boot_addr_i    (boot_addr_q),
    .irq_external_i ('0),
    .uart_tx_valid_o,
    .uart_tx_data_o,
    .finish_o,
    .finish_code_o
  );

  assign store_valid_o = u_soc.bus_req && u_soc.bus_we && u_soc.sel_ram;
  assign store_addr_o  = u_soc.daddr;
  assign store_data_o  = u_soc.wdata64;

  // Each watched signal is declared and driven in one line: a net
  // declaration assignment (wire), which the lowRISC style allows as the
  // shorthand for a declaration and its continuous assignment.
  for (genvar h = 0; h < NUM_HARTS; h++) begin : gen_watch
    // The HPM block's inputs and outputs this cycle.
    wire [1:0]  hpm_priv        = u_soc.gen_hart[h].u_core.u_hpm.priv_i;
    wire        hpm_csr_valid   = u_soc.gen_hart[h].u_core.u_hpm.csr_valid_i;
    wire [11:0] hpm_csr_addr    = u_soc.gen_hart[h].u_core.u_hpm.csr_addr_i;
    wire        hpm_csr_write   = u_soc.gen_hart[h].u_core.u_hpm.csr_write_i;
    wire [63:0] hpm_csr_wdata   = 64'(u_soc.gen_hart[h].u_core.u_hpm.csr_wdata_i);
    wire        hpm_cycle       = u_soc.gen_hart[h].u_core.u_hpm.cycle_i;
    wire        hpm_instret     = u_soc.gen_hart[h].u_core.u_hpm.instret_i;
    wire [63:0] hpm_events      = 64'(u_soc.gen_hart[h].u_core.events);
    wire [63:0] hpm_time        = u_soc.gen_hart[h].u_core.u_hpm.time_i;
    wire        hpm_cde         = u_soc.gen_hart[h].u_core.u_hpm.menvcfg_cde_i;
    wire [63:0] hpm_siselect    = 64'(u_soc.gen_hart[h].u_core.u_hpm.siselect_i);
    wire [63:0] hpm_csr_rdata   = 64'(u_soc.gen_hart[h].u_core.u_hpm.csr_rdata_o);
    wire        hpm_csr_hit     = u_soc.gen_hart[h].u_core.u_hpm.csr_hit_o;
    wire        hpm_csr_illegal = u_soc.gen_hart[h].u_core.u_hpm.csr_illegal_o;
    wire        hpm_csr_virtual = u_soc.gen_hart[h].u_core.u_hpm.csr_virtual_o;
    wire        hpm_lcofi       = u_soc.gen_hart[h].u_core.u_hpm.lcofi_o;
    // The committing instruction, for the commit log and messages.
    wire        commit_valid    = u_soc.gen_hart[h].u_core.mem_wb_q.insn.valid;
    wire [63:0] commit_pc       = 64'(u_soc.gen_hart[h].u_core.mem_wb_q.insn.pc);
    wire [31:0] commit_instr    = u_soc.gen_hart[h].u_core.mem_wb_q.insn.instr;
    wire        commit_retire   = u_soc.gen_hart[h].u_core.commit_retire;
    wire        commit_trap     = u_soc.gen_hart[h].u_core.commit_trap;
    wire [1:0]  commit_priv     = u_soc.gen_hart[h].u_core.priv;
    // The top-down tree's rule (docs/topdown.md), checked every cycle:
    // exactly one leaf fires, one under Cycles exactly when Cycle does,
    // and Retiring exactly when Instret does.
    wire [63:0] td_fired        = hpm_events & (64'(core_pkg::TdCycleLeaves) | 64'(1) << core_pkg::EvHalted);
    wire        td_ok           = $onehot(td_fired) &&
                                  ((td_fired & 64'(core_pkg::TdCycleLeaves)) != 0) ==
                                  hpm_events[core_pkg::EvCycle] &&
                                  hpm_events[core_pkg::EvTdRetiring] == hpm_events[core_pkg::EvInstret];
  end

  assign param_xlen_o       = XLEN;
  assign param_num_harts_o  = NUM_HARTS;
  assign param_num_events_o = core_pkg::NumEvents;
  assign param_num_hpm_o    = soc_pkg::NumHpm;
  assign param_hpm_width_o  = soc_pkg::HpmWidth;
  assign param_cdeleg_o     = 32'(core_pkg::HpmCdeleg);
  assign param_ram_base_o   = soc_pkg::RamBase;
  assign param_ram_bytes_o  = 64'(RAM_BYTES);
  assign param_rom_base_o   = soc_pkg::RomBase;
  assign param_fw_bytes_o   = 64'(soc_pkg::FwBytes);
  assign param_exc_delegable_o = 64'(core_pkg::ExcDelegable);
  assign param_mip_writable_o  = 64'(core_pkg::MipWrite);

endmodule
