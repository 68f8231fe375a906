// SPDX-License-Identifier: Apache-2.0
// One programmable counter: mhpmeventN and mhpmcounterN.
//
// Selects four events, combines them, applies the mode filter, and updates
// the counter with the write-or-increment rule and Sscofpmf overflow
// (contract rules 1, 3, 4, 5, 6). What a CSR write stores (the RV32 half
// merge, the bits a delegated view hides, the WARL legalisation) is worked
// out here against the counter's own registers, inside the branch a
// simulator takes only when the counter counts or is written: hpm.sv's
// decode only chooses which counter takes the write.
//
// The select and combine steps are macros, not functions: this logic sits
// in a branch taken only by a counter that counts (below), and Verilator
// keeps the arguments of a function inlined into a branch in memory instead
// of machine registers, which cost more than the branch saves. They are
// defined for this file only.
//
// With EVENT_PIPE > 0 (contract rule 16) the increment of a cycle is formed
// in that cycle, with its events, its mode and the configuration before it,
// and added EVENT_PIPE cycles later: EVENT_PIPE 1 registers R2, EVENT_PIPE 2
// also the four selected counts and the OP fields, so that the selects and
// the combiner sit in different cycles. A write to the counter empties its
// pipeline (the register inputs take 0), as it cancels the increment of its
// own cycle.
//
// Ex of rule 4 for field x: on a bus of at most 64 bits a select is a
// shift, which gives 0 past the end of the bus with no test (event 0 reads
// 0 from the bus); a wider bus is indexed, and indices past it count nothing.
`define HPM_SEL(x) evt_q[(x)*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW]
`define HPM_SELECT_NARROW(x) CountW'(EVENT_W'(64'(events_i) >> (32'(`HPM_SEL(x)) * EVENT_W)))
`define HPM_SELECT_WIDE(x) \
    ((32'(`HPM_SEL(x)) < NUM_EVENTS) ? CountW'(events_i[32'(`HPM_SEL(x))*EVENT_W +: EVENT_W]) : '0)
// The four operations of rule 4 share one adder, from a OR b = (a^b) + (a&b)
// and a + b = (a^b) + 2(a&b): the XOR term is kept except for AND, the AND
// term is taken once for OR and AND, twice for ADD and not at all for XOR.
// Only the legal encodings (0, 1, 2, 4) are ever stored (WARL), and for those
// this equals rule 4's case statement; only OP bits 2:0 are passed, since
// bits 4:3 are never stored. It has no branches, so a simulator evaluating
// a random mix of operations does not mispredict, and synthesis gets one
// adder instead of an adder and a mux.
`define HPM_COMBINE(a, b, op) \
    (((op[0]) ? '0 : (a) ^ (b)) + ((op[1]) ? '0 : ((op[2]) ? ((a) & (b)) << 1 : (a) & (b))))

module hpm_counter #(
  parameter int HPM_WIDTH  = 64,
  parameter int NUM_EVENTS = 32,
  parameter int EVENT_W    = 1,
  parameter int H_EXT      = 0,
  parameter int EVENT_PIPE = 0
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic [4:0]                    mode_i,       // one-hot, hpm_pkg::Mode*
  input  logic                          inhibit_i,    // its mcountinhibit bit, or stopcount_i
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i,     // event 0 cleared by hpm.sv
  input  logic                          cnt_we_i,     // mhpmcounter written (either half)
  input  logic                          evt_we_i,     // mhpmevent written (either half)
  input  logic [63:0]                   wdata_i,      // the write data (with XLEN=32 in both halves)
  input  logic [hpm_pkg::TakeW-1:0]    take_i,       // the fields a write stores (hpm_pkg::Take*)
  output logic [63:0]                   counter_o,    // mhpmcounter, zero-extended
  output logic [63:0]                   event_o,      // mhpmevent
  output logic                          lcofi_o       // overflow this cycle with OF 0 before
);

  localparam int CountW = hpm_pkg::CountW;

  logic [HPM_WIDTH-1:0] cnt_d, cnt_q;
  logic [63:0]          evt_d, evt_q;

  // The whole next-state function is one process: a simulator keeps its
  // intermediate values in machine registers instead of storing each one,
  // and this logic is evaluated for every counter in every cycle.
  logic [HPM_WIDTH-1:0] sum;         // cnt_q + increment modulo 2^HPM_WIDTH
  logic                 carry;       // cnt_q + increment >= 2^HPM_WIDTH
  logic                 overflow;

  localparam int BusW = NUM_EVENTS * EVENT_W;

  logic [CountW-1:0] e0, e1, e2, e3;  // E0..E3 of rule 4
  logic [2:0]        op0, op1, op2;   // OP_TYPE0..2 (bits 4:3 are never stored)
  logic [CountW-1:0] r0, r1, r2;      // the combiner stages
  logic [63:0]       total;           // the sum of a counter narrower than 54 bits
  logic              counting;        // rule 5 lets this counter count now
  logic              active;          // ... and one of its selects names an event
  logic [CountW-1:0] pipe_out;        // EVENT_PIPE > 0: the increment of EVENT_PIPE cycles ago
  logic [63:0]       cnt_merged;      // a write's value, on the 64-bit architectural image

  always_comb begin
    // Rule 5: the mode filter of this cycle.
    counting = !inhibit_i && !hpm_pkg::mode_inhibited(evt_q[hpm_pkg::EvtInhLsb +: 5], mode_i);
    active   = counting && (evt_q[4*hpm_pkg::EvtSelW-1:0] != '0);

    // A counter that does not count in this mode, or whose four selects all
    // name event 0, adds 0 whatever its operations: it skips the selects and
    // the combiner. In a running system most counters are such.
    {e0, e1, e2, e3}    = '0;
    {r0, r1, r2}        = '0;
    {op0, op1, op2}     = '0;
    {total, cnt_merged} = '0;
    if (active && EVENT_PIPE == 0) begin
      if (BusW <= 64) begin
        e0 = `HPM_SELECT_NARROW(0);
        e1 = `HPM_SELECT_NARROW(1);
        e2 = `HPM_SELECT_NARROW(2);
        e3 = `HPM_SELECT_NARROW(3);
      end else begin
        e0 = `HPM_SELECT_WIDE(0);
        e1 = `HPM_SELECT_WIDE(1);
        e2 = `HPM_SELECT_WIDE(2);
        e3 = `HPM_SELECT_WIDE(3);
      end
      op0 = evt_q[hpm_pkg::EvtOp0Lsb +: 3];
      op1 = evt_q[hpm_pkg::EvtOp1Lsb +: 3];
      op2 = evt_q[hpm_pkg::EvtOp2Lsb +: 3];
      r0  = `HPM_COMBINE(e0, e1, op0);
      r1  = `HPM_COMBINE(e2, e3, op1);
      r2  = `HPM_COMBINE(r0, r1, op2);
    end

    sum      = cnt_q;
    carry    = 1'b0;
    overflow = 1'b0;
    cnt_d    = cnt_q;
    evt_d    = evt_q;
    // Such a counter, unless a CSR write addresses it, also keeps both
    // registers as they are: its sum would be its old value and it cannot
    // overflow, so it skips the adder and the write choice too. A simulator
    // evaluates every counter in every cycle; this saves the SoC 12 % of its
    // instructions per cycle and the block alone 2 % on random
    // configurations, for 0.4 % more cells in synthesis (docs/hpm.md).
    // Without a pipeline this cycle's R2 is added now; with one, R2 enters
    // it (below) and what leaves it is added. Chosen by a constant in each
    // expression: a variable holding the choice costs the simulator a copy
    // per counter and cycle.
    if (cnt_we_i || evt_we_i || ((EVENT_PIPE == 0) ? active : (pipe_out != '0))) begin
      // Rule 6. One increment is below 2^CountW; neither form needs an
      // adder wider than 64 bits, which simulators evaluate as multi-word
      // arithmetic.
      if (HPM_WIDTH + CountW <= 64) begin
        // A narrow counter can wrap more than once in one cycle; that is
        // still one overflow.
        total = 64'(cnt_q) + ((EVENT_PIPE == 0) ? 64'(r2) : 64'(pipe_out));
        sum   = total[HPM_WIDTH-1:0];
        carry = (total >> HPM_WIDTH) != '0;
      end else begin
        // The increment is below 2^(HPM_WIDTH-1): the sum carries out
        // exactly when the top bit falls from 1 to 0.
        sum   = cnt_q + ((EVENT_PIPE == 0) ? HPM_WIDTH'(r2) : HPM_WIDTH'(pipe_out));
        carry = cnt_q[HPM_WIDTH-1] && !sum[HPM_WIDTH-1];
      end
      overflow = !cnt_we_i && carry;

      // Rule 1: a write wins and suppresses the whole increment. What a
      // write stores is formed only when there is one: a counter that
      // counts enters this branch in every cycle.
      cnt_d = sum;
      if (cnt_we_i) begin
        cnt_merged = hpm_pkg::merge_write(64'(cnt_q), wdata_i, take_i[hpm_pkg::TakeLo], take_i[hpm_pkg::TakeHi]);
        cnt_d      = cnt_merged[HPM_WIDTH-1:0];
      end

      // mhpmevent changes only with a write or an overflow, so a counter
      // that merely counts skips this. The mask is applied here, where it is
      // a constant, so that synthesis keeps no flop for a bit that is never
      // stored. Each field's strobe (take_i) chooses per bit between the
      // data and the old value, so that synthesis makes the strobe the
      // enable of that field's flip-flops (if the strobe chose only between
      // a merged value and the old one, synthesis kept a second multiplexer
      // per bit: +7 % cells). Rule 6: a write of the half holding OF wins
      // over a same-cycle overflow; otherwise the overflow sets OF (a
      // low-half write on RV32 keeps the old OF).
      if (evt_we_i || overflow) begin
        evt_d = hpm_pkg::event_write(evt_q, wdata_i, evt_we_i ? take_i : '0) &
                hpm_pkg::evt_writable(H_EXT != 0);
        evt_d[hpm_pkg::EvtOf] = evt_d[hpm_pkg::EvtOf] | (overflow && !(evt_we_i && take_i[hpm_pkg::TakeHi]));
      end
    end
  end

  // ---------------------------------------------------------------------------
  // The event pipeline (EVENT_PIPE > 0). R2 is below 4 * 2^EVENT_W, so the
  // pipeline carries EVENT_W + 2 bits. Each register's input is 0 in a cycle
  // that writes the counter: the write discards every increment in flight.
  // ---------------------------------------------------------------------------
  localparam int IncW = EVENT_W + 2;

  // Rule 4's operations as a choice between the four results. Without a
  // pipeline the block shares one adder between them (HPM_COMBINE), which a
  // simulator runs without branches; here the selects and the combiner are
  // what the pipeline shortens, and in an FPGA's LUTs the choice is
  // shallower. Only the legal encodings (0, 1, 2, 4) are ever stored.
  function automatic logic [IncW-1:0] pipe_combine(input logic [IncW-1:0] a, input logic [IncW-1:0] b,
                                                   input logic [2:0] op);
    if (op[2]) begin
      pipe_combine = a + b;
    end else if (op[1]) begin
      pipe_combine = a ^ b;
    end else if (op[0]) begin
      pipe_combine = a & b;
    end else begin
      pipe_combine = a | b;
    end
  endfunction

  if (EVENT_PIPE != 0) begin : gen_pipe
    // The events' cycle: the four selects, whether this cycle counts (its
    // mode, mcountinhibit, stopcount_i, all of this cycle) and is not a
    // write of the counter. The selects need not wait for the filter: the
    // filter gates what they picked.
    logic [IncW-1:0] p0, p1, p2, p3;
    logic            take;

    always_comb begin
      if (BusW <= 64) begin
        p0 = IncW'(`HPM_SELECT_NARROW(0));
        p1 = IncW'(`HPM_SELECT_NARROW(1));
        p2 = IncW'(`HPM_SELECT_NARROW(2));
        p3 = IncW'(`HPM_SELECT_NARROW(3));
      end else begin
        p0 = IncW'(`HPM_SELECT_WIDE(0));
        p1 = IncW'(`HPM_SELECT_WIDE(1));
        p2 = IncW'(`HPM_SELECT_WIDE(2));
        p3 = IncW'(`HPM_SELECT_WIDE(3));
      end
      take = counting && !cnt_we_i;
    end

    if (EVENT_PIPE == 1) begin : gen_pipe1
      // One register: R2, combined in the events' cycle.
      logic [IncW-1:0] inc_d, inc_q;

      assign inc_d = take ? pipe_combine(pipe_combine(p0, p1, evt_q[hpm_pkg::EvtOp0Lsb +: 3]),
                                         pipe_combine(p2, p3, evt_q[hpm_pkg::EvtOp1Lsb +: 3]),
                                         evt_q[hpm_pkg::EvtOp2Lsb +: 3]) : '0;

      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          inc_q <= '0;
        end else begin
          inc_q <= inc_d;
        end
      end

      assign pipe_out = CountW'(inc_q);
    end else begin : gen_pipe2
      // Two registers: the four selected counts with the OP fields of the
      // events' cycle (an mhpmevent write cannot change an increment in
      // flight), then R2, combined in the next cycle.
      logic [4*EVENT_W-1:0] sel_d, sel_q;
      logic [8:0]           op_d, op_q;
      logic [IncW-1:0]      inc_d, inc_q;

      assign sel_d = take ? {p3[EVENT_W-1:0], p2[EVENT_W-1:0], p1[EVENT_W-1:0], p0[EVENT_W-1:0]} : '0;
      assign op_d  = {evt_q[hpm_pkg::EvtOp2Lsb +: 3], evt_q[hpm_pkg::EvtOp1Lsb +: 3],
                      evt_q[hpm_pkg::EvtOp0Lsb +: 3]};
      assign inc_d = cnt_we_i ? '0 :
                     pipe_combine(pipe_combine(IncW'(sel_q[0*EVENT_W +: EVENT_W]),
                                               IncW'(sel_q[1*EVENT_W +: EVENT_W]), op_q[2:0]),
                                  pipe_combine(IncW'(sel_q[2*EVENT_W +: EVENT_W]),
                                               IncW'(sel_q[3*EVENT_W +: EVENT_W]), op_q[5:3]),
                                  op_q[8:6]);

      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          sel_q <= '0;
          op_q  <= '0;
          inc_q <= '0;
        end else begin
          sel_q <= sel_d;
          op_q  <= op_d;
          inc_q <= inc_d;
        end
      end

      assign pipe_out = CountW'(inc_q);
    end

    // The upper bits of the selects' counts are 0.
    logic unused_sel;
    assign unused_sel = ^{p0[IncW-1:EVENT_W], p1[IncW-1:EVENT_W], p2[IncW-1:EVENT_W], p3[IncW-1:EVENT_W]};
  end else begin : gen_no_pipe
    assign pipe_out = '0;
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

  // A counter narrower than 64 bits stores the low bits of a write.
  if (HPM_WIDTH < 64) begin : gen_narrow
    logic unused_merged;
    assign unused_merged = ^cnt_merged[63:HPM_WIDTH];
  end

  assign counter_o = 64'(cnt_q);
  assign event_o   = evt_q;
  assign lcofi_o   = overflow && !evt_q[hpm_pkg::EvtOf];

endmodule

`undef HPM_SEL
`undef HPM_SELECT_NARROW
`undef HPM_SELECT_WIDE
`undef HPM_COMBINE
