// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// Properties of one programmable counter, mhpmcounterIDX with mhpmeventIDX:
// contract rules 1 (update), 3 (layout), 4 (combiner, OP WARL), 5 (mode
// filter), 6 (overflow, LCOFI), 10 (Debug-mode stop), 11 (the event
// pipeline), and the RV32 half writes.
//
// With EVENT_PIPE the counter adds the increment at the end of the RTL's
// pipeline, a register probed like the counter (pipe_inc_i), and rule 16
// is proven one cycle at a time: the increment a cycle works out (rules 4,
// 5, 10, as without a pipeline) is what the pipeline's first register
// holds in the next cycle, each register passes it on, and a write of the
// counter empties them. With EVENT_PIPE = 2 the first register holds four
// selected counts and three OP fields (pipe_sel_i, pipe_op_i), which the
// checker combines by rule 4 itself. Instantiated by
// hpm_props once per implemented counter, with the block's parameters; see
// there for the conventions.
module hpm_counter_props #(
  `HPM_PARAMS,
  parameter int IDX = 3
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic                          check_i,            // the last cycle and this one counted
  input  logic [4:0]                    mode_i,             // this cycle's mode, in the order of bits 62:58
  input  logic                          inhibit_i,          // mcountinhibit bit IDX before the update
  input  logic                          stopcount_i,        // Debug Mode with dcsr.stopcount (rule 10)
  input  logic                          inhibit_written_i,  // a legal write to mcountinhibit
  input  logic                          write_ok_i,         // a CSR write the access rules allow
  input  logic [11:0]                   csr_addr_i,
  input  logic [63:0]                   wdata_i,            // with XLEN = 32 in both halves
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i,
  input  logic [HPM_WIDTH-1:0]          cnt_i,              // mhpmcounterIDX before the update
  input  logic [63:0]                   evt_i,              // mhpmeventIDX before the update
  input  logic [EVENT_W+1:0]            pipe_inc_i,         // EVENT_PIPE > 0: the increment added now
  input  logic [4*EVENT_W-1:0]          pipe_sel_i,         // EVENT_PIPE = 2: the counts selected a cycle ago
  input  logic [8:0]                    pipe_op_i,          // ... and OP_TYPE2..0 (3 bits each) of that cycle
  input  logic                          rtl_lcofi_i         // the RTL counter's LCOFI request (cut point)
);

  localparam bit Rv32 = (XLEN == 32);
  localparam bit HExt = (H_EXT != 0);
  // R2 reaches 4(2^EVENT_W - 1) (rule 4), and one increment added to the
  // counter needs that many bits more to show every carry.
  localparam int IncW = EVENT_W + 2;
  localparam int SumW = HPM_WIDTH + IncW;

  localparam logic [11:0] CntAddr  = 12'hB00 + 12'(IDX);
  localparam logic [11:0] CntHAddr = 12'hB80 + 12'(IDX);
  localparam logic [11:0] EvtAddr  = 12'h320 + 12'(IDX);
  localparam logic [11:0] EvtHAddr = 12'h720 + 12'(IDX);

  // Rule 3: OF 63, inhibit bits 62:58, 57:55 read 0, OP_TYPE2..0 at 50, 45, 40.
  localparam int Of     = 63;
  localparam int InhLsb = 58;
  localparam int Op0Lsb = 40;
  localparam int Op1Lsb = 45;
  localparam int Op2Lsb = 50;

  function automatic logic op_legal(input logic [4:0] op);
    op_legal = (op == 5'd0) || (op == 5'd1) || (op == 5'd2) || (op == 5'd4);
  endfunction

  // Rule 4, written as the contract lists it.
  function automatic logic [IncW-1:0] combine(input logic [IncW-1:0] x, input logic [IncW-1:0] y,
                                              input logic [4:0] op);
    case (op)
      5'd0:    combine = x | y;
      5'd1:    combine = x & y;
      5'd2:    combine = x ^ y;
      5'd4:    combine = x + y;
      // Never stored: inv_event_fields__op_legal.
      default: combine = '0;
    endcase
  endfunction

  // ---------------------------------------------------------------------------
  // Which halves a legal write reaches (rule 1; with XLEN = 64 both at once)
  // ---------------------------------------------------------------------------
  logic cnt_lo_w, cnt_hi_w, cnt_written, evt_lo_w, evt_hi_w, evt_written;

  assign cnt_lo_w    = write_ok_i && (csr_addr_i == CntAddr);
  assign cnt_hi_w    = Rv32 ? write_ok_i && (csr_addr_i == CntHAddr) : cnt_lo_w;
  assign cnt_written = cnt_lo_w || cnt_hi_w;
  assign evt_lo_w    = write_ok_i && (csr_addr_i == EvtAddr);
  assign evt_hi_w    = Rv32 ? write_ok_i && (csr_addr_i == EvtHAddr) : evt_lo_w;
  assign evt_written = evt_lo_w || evt_hi_w;

  logic [63:0] cnt_old, cnt_merged, evt_merged;

  // A half not written keeps its value from before the cycle.
  assign cnt_old    = 64'(cnt_i);
  assign cnt_merged = {cnt_hi_w ? wdata_i[63:32] : cnt_old[63:32],
                       cnt_lo_w ? wdata_i[31:0]  : cnt_old[31:0]};
  assign evt_merged = {evt_hi_w ? wdata_i[63:32] : evt_i[63:32],
                       evt_lo_w ? wdata_i[31:0]  : evt_i[31:0]};

  // ---------------------------------------------------------------------------
  // The increment: rules 4 and 5, with this cycle's events and mode and the
  // configuration from before the cycle
  // ---------------------------------------------------------------------------
  logic [9:0]      sel0, sel1, sel2, sel3;
  logic [IncW-1:0] e0, e1, e2, e3, r0, r1, r2, inc;
  logic            counting;

  assign sel0 = evt_i[9:0];
  assign sel1 = evt_i[19:10];
  assign sel2 = evt_i[29:20];
  assign sel3 = evt_i[39:30];

  // Ex is events_i[EVENTx], or 0 for event 0 and past the bus.
  assign e0 = (sel0 != '0 && 32'(sel0) < NUM_EVENTS) ? IncW'(events_i[32'(sel0)*EVENT_W +: EVENT_W]) : '0;
  assign e1 = (sel1 != '0 && 32'(sel1) < NUM_EVENTS) ? IncW'(events_i[32'(sel1)*EVENT_W +: EVENT_W]) : '0;
  assign e2 = (sel2 != '0 && 32'(sel2) < NUM_EVENTS) ? IncW'(events_i[32'(sel2)*EVENT_W +: EVENT_W]) : '0;
  assign e3 = (sel3 != '0 && 32'(sel3) < NUM_EVENTS) ? IncW'(events_i[32'(sel3)*EVENT_W +: EVENT_W]) : '0;

  assign r0 = combine(e0, e1, evt_i[Op0Lsb +: 5]);
  assign r1 = combine(e2, e3, evt_i[Op1Lsb +: 5]);
  assign r2 = combine(r0, r1, evt_i[Op2Lsb +: 5]);

  assign counting = !stopcount_i && !inhibit_i && !(|(evt_i[InhLsb +: 5] & mode_i));
  assign inc      = counting ? r2 : '0;

  // What the counter adds in this cycle: this cycle's increment, or with
  // EVENT_PIPE the one leaving the pipeline (rule 16.1).
  logic [IncW-1:0] add;
  assign add = (EVENT_PIPE == 0) ? inc : pipe_inc_i;

  // ---------------------------------------------------------------------------
  // Next values (rules 1, 3, 4, 6)
  // ---------------------------------------------------------------------------
  logic [SumW-1:0]      sum;
  logic                 ovf;
  logic [HPM_WIDTH-1:0] cnt_exp;
  logic [63:0]          evt_exp;

  assign sum = SumW'(cnt_i) + SumW'(add);
  // An increment that carries out of bit HPM_WIDTH-1 overflows, once however
  // often it wraps; a written counter takes no increment and so never does.
  assign ovf = !cnt_written && ((sum >> HPM_WIDTH) != '0);

  assign cnt_exp = cnt_written ? cnt_merged[HPM_WIDTH-1:0] : sum[HPM_WIDTH-1:0];

  always_comb begin
    evt_exp = evt_i;
    if (evt_written) begin
      evt_exp          = evt_merged;
      evt_exp[57:55]   = '0;
      if (!HExt) evt_exp[InhLsb +: 2] = '0;
      // WARL: an unsupported OP keeps its old value, the rest is written.
      if (!op_legal(evt_merged[Op0Lsb +: 5])) evt_exp[Op0Lsb +: 5] = evt_i[Op0Lsb +: 5];
      if (!op_legal(evt_merged[Op1Lsb +: 5])) evt_exp[Op1Lsb +: 5] = evt_i[Op1Lsb +: 5];
      if (!op_legal(evt_merged[Op2Lsb +: 5])) evt_exp[Op2Lsb +: 5] = evt_i[Op2Lsb +: 5];
    end
    // The OF written wins over a same-cycle overflow; a write that leaves
    // OF's half alone (RV32 low half) does not stop the overflow setting it.
    evt_exp[Of] = evt_hi_w ? evt_merged[Of] : evt_i[Of] || ovf;
  end

  // LCOFI pulses when an increment overflows with OF 0 before, even if
  // software writes OF in the same cycle.
  logic lcofi_exp;
  assign lcofi_exp = ovf && !evt_i[Of];

  // ---------------------------------------------------------------------------
  // One cycle later
  // ---------------------------------------------------------------------------
  logic [HPM_WIDTH-1:0] cnt_exp_q, cnt_old_q, sum_q;
  logic [63:0]          evt_exp_q, evt_old_q;
  logic                 cnt_written_q, cnt_lo_w_q, cnt_hi_w_q, evt_lo_w_q, evt_hi_w_q;
  logic                 stopped_q, config_written_q, lcofi_q, debug_stop_q;

  always_ff @(posedge clk_i) begin
    cnt_exp_q        <= cnt_exp;
    evt_exp_q        <= evt_exp;
    cnt_old_q        <= cnt_i;
    evt_old_q        <= evt_i;
    sum_q            <= sum[HPM_WIDTH-1:0];
    cnt_written_q    <= cnt_written;
    cnt_lo_w_q       <= cnt_lo_w;
    cnt_hi_w_q       <= cnt_hi_w;
    evt_lo_w_q       <= evt_lo_w;
    evt_hi_w_q       <= evt_hi_w;
    stopped_q        <= !counting;
    config_written_q <= evt_written || inhibit_written_i;
    lcofi_q          <= lcofi_exp;
    debug_stop_q     <= stopcount_i;
  end

  always_comb begin
    if (check_i) begin
      // Rule 1, with the increment of rules 4 and 5.
      update_rule__counter: assert (cnt_i == cnt_exp_q);
      // Rule 6.
      overflow__of_bit: assert (evt_i[Of] == evt_exp_q[Of]);
      if (cnt_written_q && !evt_hi_w_q) begin
        overflow__not_by_write: assert (evt_i[Of] == evt_old_q[Of]);
      end
      if (lcofi_q && !evt_hi_w_q) lcofi__of_follows: assert (evt_i[Of]);
      // Rule 4 WARL.
      op_warl__fields: assert (evt_i[54:40] == evt_exp_q[54:40]);
      // Rule 3: the other fields are stored as written, 57:55 read 0.
      event_write__fields: assert ((evt_i[62:55] == evt_exp_q[62:55]) &&
                                   (evt_i[39:0] == evt_exp_q[39:0]));
      // Rules 1 and 5, docs/hpm.md Timing: the filter of a cycle is that
      // cycle's mode and the configuration from before it; a configuration
      // write takes effect from the next cycle.
      // Without a pipeline a cycle that does not count leaves the counter
      // as it was; with one, it adds nothing to the pipeline (below).
      if (EVENT_PIPE == 0 && !cnt_written_q && stopped_q) begin
        filter_timing__stopped: assert (cnt_i == cnt_old_q);
      end
      // Rule 10: nothing counts in a cycle with stopcount_i high, so
      // nothing overflows; OF changes only by a write.
      if (EVENT_PIPE == 0 && !cnt_written_q && debug_stop_q) begin
        debug_stop__counter: assert (cnt_i == cnt_old_q);
      end
      if (EVENT_PIPE == 0 && !evt_hi_w_q && debug_stop_q) begin
        debug_stop__no_overflow: assert (evt_i[Of] == evt_old_q[Of]);
      end
      if (!cnt_written_q && config_written_q) begin
        filter_timing__config_write: assert (cnt_i == sum_q);
      end
    end
  end

  // RV32: a write to one half leaves the other half's pre-cycle value, and
  // the counter takes no increment (rule 1).
  if (Rv32) begin : gen_half
    localparam int LoTop = (HPM_WIDTH < 32) ? HPM_WIDTH - 1 : 31;
    always_comb begin
      if (check_i && cnt_hi_w_q && !cnt_lo_w_q) begin
        half_write__counter_low_kept: assert (cnt_i[LoTop:0] == cnt_old_q[LoTop:0]);
      end
      if (check_i && evt_hi_w_q && !evt_lo_w_q) begin
        half_write__event_low_kept: assert (evt_i[31:0] == evt_old_q[31:0]);
      end
      if (check_i && evt_lo_w_q && !evt_hi_w_q) begin
        half_write__event_high_kept: assert (evt_i[62:32] == evt_old_q[62:32]);
      end
    end
    if (HPM_WIDTH > 32) begin : gen_high
      always_comb begin
        if (check_i && cnt_lo_w_q && !cnt_hi_w_q) begin
          half_write__counter_high_kept: assert (cnt_i[HPM_WIDTH-1:32] == cnt_old_q[HPM_WIDTH-1:32]);
        end
      end
    end
  end

  // Rule 6 for this counter: its LCOFI request, the cut point inside the
  // RTL that hpm_props's lcofi__port ORs, is exactly the contract's
  // condition. Stated per counter, a proof redoes one counter's combiner and
  // carry; stated on lcofi_o for all counters at once, z3 needs minutes for
  // five counters with 6-bit events.
  always_comb begin
    if (rst_ni) lcofi__counter: assert (rtl_lcofi_i == lcofi_exp);
    // Rule 10: no request in a cycle with stopcount_i high (with
    // EVENT_PIPE, increments of earlier cycles still arrive: rule 16.6).
    if (EVENT_PIPE == 0 && rst_ni && stopcount_i) debug_stop__no_lcofi: assert (!rtl_lcofi_i);
  end

  // ---------------------------------------------------------------------------
  // Rule 16: the event pipeline
  // ---------------------------------------------------------------------------
  if (EVENT_PIPE > 0) begin : gen_pipe
    // The increment that entered the pipeline in a cycle: the one the
    // cycle worked out, or nothing in a cycle that writes the counter
    // (16.4: the write discards its own cycle's increment with the rest).
    logic [IncW-1:0] enter, enter_q, stage, stage_q;
    logic            stop_q;
    assign enter = cnt_written ? '0 : inc;

    if (EVENT_PIPE == 1) begin : gen_one
      // The only register holds what is added next.
      assign stage = pipe_inc_i;
    end else begin : gen_two
      // The first register's counts combined by rule 4, with its own OPs.
      logic [IncW-1:0] s0, s1, s2, s3;
      assign s0    = IncW'(pipe_sel_i[0*EVENT_W +: EVENT_W]);
      assign s1    = IncW'(pipe_sel_i[1*EVENT_W +: EVENT_W]);
      assign s2    = IncW'(pipe_sel_i[2*EVENT_W +: EVENT_W]);
      assign s3    = IncW'(pipe_sel_i[3*EVENT_W +: EVENT_W]);
      assign stage = combine(combine(s0, s1, 5'(pipe_op_i[2:0])), combine(s2, s3, 5'(pipe_op_i[5:3])),
                             5'(pipe_op_i[8:6]));
    end

    always_ff @(posedge clk_i) begin
      enter_q <= enter;
      stage_q <= cnt_written ? '0 : stage;
      stop_q  <= stopcount_i;
    end

    always_comb begin
      if (check_i) begin
        // 16.1: this cycle's increment is in the first register next cycle.
        pipe__enters: assert (stage == enter_q);
        // 16.6: a cycle with stopcount_i high puts nothing in.
        if (stop_q) pipe__stop_enters_nothing: assert (stage == '0);
        // 16.1, 16.4: the second register takes the first's, unless the
        // counter is written.
        if (EVENT_PIPE == 2) pipe__passes_on: assert (pipe_inc_i == stage_q);
      end
      // 16.7: reset empties it.
      if (!rst_ni) pipe__reset: assert ((pipe_inc_i == '0) && (stage == '0));
    end

    // The OP fields in flight hold legal encodings, as mhpmevent's do.
    if (EVENT_PIPE == 2) begin : gen_op_inv
      always_comb begin
        inv_pipe__op_legal: assert (op_legal(5'(pipe_op_i[2:0])) && op_legal(5'(pipe_op_i[5:3])) &&
                                    op_legal(5'(pipe_op_i[8:6])));
      end
    end
  end else begin : gen_no_pipe
    // The probes are tied to 0 without a pipeline.
    logic unused_pipe;
    assign unused_pipe = ^{pipe_inc_i, pipe_sel_i, pipe_op_i};
  end

  // Helper invariants (rules 3, 4, 5): what the register can hold.
  always_comb begin
    inv_event_fields__reserved: assert (evt_i[57:55] == '0);
    inv_event_fields__op_legal: assert (op_legal(evt_i[Op0Lsb +: 5]) && op_legal(evt_i[Op1Lsb +: 5]) &&
                                        op_legal(evt_i[Op2Lsb +: 5]));
    if (!HExt) inv_event_fields__no_virt_inhibit: assert (evt_i[InhLsb +: 2] == '0);
  end

  if (IDX == 3) begin : gen_cover
    always_comb begin
      cover__overflow_of_clear: cover (rst_ni && ovf && !evt_i[Of]);
      cover__overflow_of_set: cover (rst_ni && ovf && evt_i[Of]);
      cover__op_rejected: cover (rst_ni && evt_written && !op_legal(evt_merged[Op0Lsb +: 5]));
    end
  end

endmodule
