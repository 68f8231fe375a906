// One programmable counter: mhpmeventN and mhpmcounterN.
//
// Selects four events, combines them, applies the mode filter, and updates
// the counter with the write-or-increment rule and Sscofpmf overflow
// (contract rules 1, 3, 4, 5, 6).
module hpm_counter #(
  parameter int HPM_WIDTH  = 64,
  parameter int NUM_EVENTS = 32,
  parameter int EVENT_W    = 1,
  parameter int H_EXT      = 0
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic [4:0]                    mode_i,       // one-hot, hpm_pkg::Mode*
  input  logic                          inhibit_i,    // this counter's mcountinhibit bit
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i,
  input  logic [63:0]                   wdata_i,      // write data in both halves on RV32
  input  logic                          cnt_wr_lo_i,  // write bits 31:0 of mhpmcounter
  input  logic                          cnt_wr_hi_i,  // write bits 63:32 of mhpmcounter
  input  logic                          evt_wr_lo_i,  // same for mhpmevent
  input  logic                          evt_wr_hi_i,
  output logic [63:0]                   counter_o,    // mhpmcounter, zero-extended
  output logic [63:0]                   event_o,      // mhpmevent
  output logic                          lcofi_o       // overflow this cycle with OF 0 before
);

  localparam int CountW = hpm_pkg::CountW;

  // ---------------------------------------------------------------------------
  // mhpmevent: stored as its 64-bit architectural image; bits that are not
  // writable stay 0 from reset and are removed by synthesis.
  // ---------------------------------------------------------------------------
  logic [63:0] evt_d, evt_q;
  logic [63:0] evt_writable;
  logic [63:0] evt_merged;
  logic        evt_written;
  logic        overflow;

  // The legal OP codes (0, 1, 2, 4) never set bits 4:3 of an OP field, so
  // those bits are not stored.
  assign evt_writable = {1'b1, hpm_pkg::inh_mask(H_EXT != 0), 3'b000,
                         {3{5'b00111}}, 40'hff_ffff_ffff};
  assign evt_written  = evt_wr_lo_i | evt_wr_hi_i;
  assign evt_merged   = hpm_pkg::merge_write(evt_q, wdata_i, evt_wr_lo_i, evt_wr_hi_i);

  // The WARL rule of contract rule 4 works field by field: an unsupported OP
  // keeps its old value while the rest of the same write takes effect.
  function automatic logic [hpm_pkg::OpW-1:0] warl_op(input logic [hpm_pkg::OpW-1:0] new_op,
                                                      input logic [hpm_pkg::OpW-1:0] old_op);
`ifdef HPM_FAULT_ILLEGAL_OP_STORED
    warl_op = new_op;
`else
    warl_op = hpm_pkg::op_legal(new_op) ? new_op : old_op;
`endif
  endfunction

  logic [63:0] evt_warl;
  always_comb begin
    evt_warl = evt_merged;
    evt_warl[hpm_pkg::EvtOp0Lsb +: hpm_pkg::OpW] =
        warl_op(evt_merged[hpm_pkg::EvtOp0Lsb +: hpm_pkg::OpW], evt_q[hpm_pkg::EvtOp0Lsb +: hpm_pkg::OpW]);
    evt_warl[hpm_pkg::EvtOp1Lsb +: hpm_pkg::OpW] =
        warl_op(evt_merged[hpm_pkg::EvtOp1Lsb +: hpm_pkg::OpW], evt_q[hpm_pkg::EvtOp1Lsb +: hpm_pkg::OpW]);
    evt_warl[hpm_pkg::EvtOp2Lsb +: hpm_pkg::OpW] =
        warl_op(evt_merged[hpm_pkg::EvtOp2Lsb +: hpm_pkg::OpW], evt_q[hpm_pkg::EvtOp2Lsb +: hpm_pkg::OpW]);

    evt_d = evt_written ? (evt_warl & evt_writable) : evt_q;
    // Rule 6: a write of the half holding OF wins over a same-cycle overflow;
    // otherwise the overflow sets OF.
    if (!evt_wr_hi_i) begin
      evt_d[hpm_pkg::EvtOf] = evt_q[hpm_pkg::EvtOf] | overflow;
    end
  end

  // ---------------------------------------------------------------------------
  // Event selection and the combiner (rule 4)
  // ---------------------------------------------------------------------------
  logic [CountW-1:0] ev [4];

  for (genvar x = 0; x < 4; x++) begin : gen_select
    logic [hpm_pkg::EvtSelW-1:0] sel;
    logic                        sel_valid;
    assign sel       = evt_q[x*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW];
    // Event 0 is "no event" and indices past the bus count nothing.
    assign sel_valid = (sel != '0) && (32'(sel) < NUM_EVENTS);
    assign ev[x]     = sel_valid ? CountW'(events_i[32'(sel)*EVENT_W +: EVENT_W]) : '0;
  end

  logic [CountW-1:0] r0, r1, r2;
  always_comb begin
    r0 = hpm_pkg::combine(ev[0], ev[1], evt_q[hpm_pkg::EvtOp0Lsb +: hpm_pkg::OpW]);
    r1 = hpm_pkg::combine(ev[2], ev[3], evt_q[hpm_pkg::EvtOp1Lsb +: hpm_pkg::OpW]);
`ifdef HPM_FAULT_ADD_DROPS_CARRY
    r0 = r0 & CountW'((1 << EVENT_W) - 1);
    r1 = r1 & CountW'((1 << EVENT_W) - 1);
`endif
    r2 = hpm_pkg::combine(r0, r1, evt_q[hpm_pkg::EvtOp2Lsb +: hpm_pkg::OpW]);
`ifdef HPM_FAULT_ADD_DROPS_CARRY
    r2 = r2 & CountW'((1 << EVENT_W) - 1);
`endif
  end

  // ---------------------------------------------------------------------------
  // The counter: rule 1 (write wins and suppresses the increment), rule 5
  // (mode filter of this cycle), rule 6 (wrap and overflow)
  // ---------------------------------------------------------------------------
  logic [HPM_WIDTH-1:0] cnt_d, cnt_q;
  logic [HPM_WIDTH-1:0] sum;       // cnt_q + inc modulo 2^HPM_WIDTH
  logic                 carry;     // cnt_q + inc >= 2^HPM_WIDTH
  logic                 counting;
  logic                 cnt_written;
  logic [63:0]          cnt_merged;
  logic [CountW-1:0]    inc;

  assign counting    = !inhibit_i &&
                       !hpm_pkg::mode_inhibited(evt_q[hpm_pkg::EvtInhLsb +: 5], mode_i);
  assign cnt_written = cnt_wr_lo_i | cnt_wr_hi_i;
  assign cnt_merged  = hpm_pkg::merge_write(counter_o, wdata_i, cnt_wr_lo_i, cnt_wr_hi_i);
  assign inc         = counting ? r2 : '0;

  // One increment is below 2^CountW. Both forms avoid an adder wider than 64
  // bits, which simulators evaluate as multi-word arithmetic.
  if (HPM_WIDTH + CountW <= 64) begin : gen_sum_narrow
    // A narrow counter can wrap more than once in one cycle; that is still
    // one overflow.
    logic [63:0] total;
    assign total = 64'(cnt_q) + 64'(inc);
    assign sum   = total[HPM_WIDTH-1:0];
    assign carry = |total[63:HPM_WIDTH];
  end else begin : gen_sum_wide
    // inc < 2^(HPM_WIDTH-1): the sum carries out exactly when the top bit
    // falls from 1 to 0.
    assign sum   = cnt_q + HPM_WIDTH'(inc);
    assign carry = cnt_q[HPM_WIDTH-1] && !sum[HPM_WIDTH-1];
  end

`ifdef HPM_FAULT_WRITE_SETS_OF
  assign overflow = carry;
`else
  assign overflow = !cnt_written && carry;
`endif

  always_comb begin
    if (cnt_written) begin
`ifdef HPM_FAULT_WRITE_KEEPS_INCREMENT
      cnt_d = cnt_merged[HPM_WIDTH-1:0] + HPM_WIDTH'(inc);
`else
      cnt_d = cnt_merged[HPM_WIDTH-1:0];
`endif
    end else begin
      cnt_d = sum;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cnt_q <= '0;
      evt_q <= '0;
    end else begin
      cnt_q <= cnt_d;
      evt_q <= evt_d;
    end
  end

  assign counter_o = 64'(cnt_q);

  // The merge works on the 64-bit architectural image; bits at and above
  // HPM_WIDTH are not implemented.
  logic unused_cnt_merged;
  assign unused_cnt_merged = ^cnt_merged;
  assign event_o   = evt_q;
`ifdef HPM_FAULT_LCOFI_WHEN_OF_SET
  assign lcofi_o   = overflow;
`else
  assign lcofi_o   = overflow && !evt_q[hpm_pkg::EvtOf];
`endif

endmodule
