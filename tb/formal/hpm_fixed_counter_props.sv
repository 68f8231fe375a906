// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// Properties of mcycle or minstret with its Smcntrpmf cfg register:
// contract rules 1 (update), 2 (what they count, the cfg layout), 5 (mode
// filter) and the RV32 half writes. Instantiated twice by hpm_props, with
// the block's parameters; see there for the conventions.
module hpm_fixed_counter_props #(
  `HPM_PARAMS,
  parameter int IDX = 0  // 0 mcycle, 2 minstret
) (
  input  logic             clk_i,
  input  logic             check_i,            // the last cycle and this one counted
  input  logic [4:0]       mode_i,             // this cycle's mode, in the order of bits 62:58
  input  logic             inhibit_i,          // CY or IR of mcountinhibit before the update
  input  logic             stopcount_i,        // Debug Mode with dcsr.stopcount (rule 10)
  input  logic             inhibit_written_i,  // a legal write to mcountinhibit
  input  logic             write_ok_i,         // a CSR write the access rules allow
  input  logic [11:0]      csr_addr_i,
  input  logic [63:0]      wdata_i,            // with XLEN = 32 in both halves
  input  logic [RET_W-1:0] inc_i,              // cycle_i or instret_i
  input  logic [63:0]      cnt_i,              // the counter before the update
  input  logic [4:0]       cfg_inh_i           // cfg bits 62:58 before the update
);

  localparam bit Rv32 = (XLEN == 32);
  localparam bit HExt = (H_EXT != 0);

  localparam logic [11:0] CntAddr  = 12'hB00 + 12'(IDX);
  localparam logic [11:0] CntHAddr = 12'hB80 + 12'(IDX);
  // mcyclecfg or minstretcfg.
  localparam logic [11:0] CfgAddr  = 12'h321 + 12'(IDX / 2);
  // On RV32 every cfg bit that exists lives in the high half.
  localparam logic [11:0] CfgWAddr = Rv32 ? CfgAddr + 12'h400 : CfgAddr;
  // VSINH and VUINH exist only with the hypervisor extension (rule 5).
  localparam logic [4:0]  InhMask  = HExt ? 5'b11111 : 5'b11100;

  logic        lo_w, hi_w, written, cfg_written, counting;
  logic [63:0] merged, inc, cnt_exp;
  logic [4:0]  cfg_exp;

  assign lo_w    = write_ok_i && (csr_addr_i == CntAddr);
  assign hi_w    = Rv32 ? write_ok_i && (csr_addr_i == CntHAddr) : lo_w;
  assign written = lo_w || hi_w;
  assign merged  = {hi_w ? wdata_i[63:32] : cnt_i[63:32], lo_w ? wdata_i[31:0] : cnt_i[31:0]};

  // Rule 2: stopped by its mcountinhibit bit or by the cfg bit of this
  // cycle's mode; 64 bits, wrapping silently.
  assign counting = !stopcount_i && !inhibit_i && !(|(cfg_inh_i & mode_i));
  assign inc      = counting ? 64'(inc_i) : 64'd0;
  assign cnt_exp  = written ? merged : cnt_i + inc;

  assign cfg_written = write_ok_i && (csr_addr_i == CfgWAddr);
  assign cfg_exp     = cfg_written ? wdata_i[62:58] & InhMask : cfg_inh_i;

  logic [63:0] cnt_exp_q, cnt_old_q, sum_q;
  logic [4:0]  cfg_exp_q;
  logic        written_q, lo_w_q, hi_w_q, stopped_q, config_written_q, debug_stop_q;

  always_ff @(posedge clk_i) begin
    cnt_exp_q        <= cnt_exp;
    cnt_old_q        <= cnt_i;
    sum_q            <= cnt_i + inc;
    cfg_exp_q        <= cfg_exp;
    written_q        <= written;
    lo_w_q           <= lo_w;
    hi_w_q           <= hi_w;
    stopped_q        <= !counting;
    config_written_q <= cfg_written || inhibit_written_i;
    debug_stop_q     <= stopcount_i;
  end

  always_comb begin
    if (check_i) begin
      update_rule__fixed: assert (cnt_i == cnt_exp_q);
      control_regs__cfg: assert (cfg_inh_i == cfg_exp_q);
      if (!written_q && stopped_q) filter_timing__fixed_stopped: assert (cnt_i == cnt_old_q);
      // Rule 10: nothing counts in a cycle with stopcount_i high.
      if (!written_q && debug_stop_q) debug_stop__fixed: assert (cnt_i == cnt_old_q);
      if (!written_q && config_written_q) filter_timing__fixed_config_write: assert (cnt_i == sum_q);
    end
  end

  // RV32: a write to one half leaves the other half's pre-cycle value.
  if (Rv32) begin : gen_half
    always_comb begin
      if (check_i && hi_w_q && !lo_w_q) half_write__fixed_low_kept: assert (cnt_i[31:0] == cnt_old_q[31:0]);
      if (check_i && lo_w_q && !hi_w_q) half_write__fixed_high_kept: assert (cnt_i[63:32] == cnt_old_q[63:32]);
    end
  end

  always_comb begin
    if (!HExt) inv_event_fields__cfg_no_virt_inhibit: assert (cfg_inh_i[1:0] == '0);
  end

endmodule
