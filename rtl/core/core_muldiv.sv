// SPDX-License-Identifier: Apache-2.0
// The M extension: a single-cycle multiplier and a restoring divider that
// takes one quotient bit per cycle, so a division holds the pipeline for
// XLEN+1 cycles (its backend stall is real and countable).
module core_muldiv #(
  parameter int XLEN = 64
) (
  input  logic            clk_i,
  input  logic            rst_ni,
  input  logic            valid_i,   // an M instruction is in EX this cycle
  input  logic            kill_i,    // it is flushed: abandon a division
  input  logic            accept_i,  // it leaves EX this cycle
  input  logic [2:0]      op_i,      // funct3: mul mulh mulhsu mulhu div divu rem remu
  input  logic            word_i,    // RV64 *W form
  input  logic [XLEN-1:0] a_i,
  input  logic [XLEN-1:0] b_i,
  output logic            ready_o,   // result_o is valid
  output logic [XLEN-1:0] result_o
);

  logic is_div, div_signed, want_rem;
  assign is_div     = op_i[2];
  assign div_signed = !op_i[0];
  assign want_rem   = op_i[1];

  // *W forms work on the low 32 bits, extended as the operation's signedness
  // says; the 32-bit result is then sign-extended. For division this gives
  // exactly the 32-bit results, including the overflow and divide-by-zero
  // cases.
  logic [XLEN-1:0] a_op, b_op;
  logic            ext_signed;
  assign ext_signed = is_div ? div_signed : 1'b1;  // mulw sign-extends; only its low half is used

  if (XLEN == 64) begin : gen_word_operands
    assign a_op = !word_i ? a_i : ext_signed ? {{32{a_i[31]}}, a_i[31:0]} : {32'b0, a_i[31:0]};
    assign b_op = !word_i ? b_i : ext_signed ? {{32{b_i[31]}}, b_i[31:0]} : {32'b0, b_i[31:0]};
  end else begin : gen_no_word
    assign a_op = a_i;
    assign b_op = b_i;
    // RV32 has no *W forms.
    logic unused_word;
    assign unused_word = ^{word_i, ext_signed};
  end

  // -------------------------------------------------------------- multiply
  logic             a_sign, b_sign;
  logic [2*XLEN+1:0] product;
  logic [XLEN-1:0]  mul_result;

  assign a_sign  = (op_i == 3'b001 || op_i == 3'b010) && a_op[XLEN-1];  // mulh, mulhsu
  assign b_sign  = (op_i == 3'b001) && b_op[XLEN-1];                    // mulh
  // The product is formed only when EX holds a multiplication (0 otherwise,
  // unused): a simulator evaluates a 130-bit product as multi-word
  // arithmetic, which cost more than the rest of the core in every cycle.
  always_comb begin
    product = '0;
    if (valid_i && !is_div) product = $signed({a_sign, a_op}) * $signed({b_sign, b_op});
  end
  assign mul_result = (op_i == 3'b000) ? product[XLEN-1:0] : product[2*XLEN-1:XLEN];

  // -------------------------------------------------------------- divide
  // Restoring division of the magnitudes; signs are applied at the end.
  localparam int CntW = $clog2(XLEN + 1);

  // The XLEN-bit fields last, each on a word boundary of a simulator's
  // multi-word value.
  typedef struct packed {
    logic            busy, done, neg_quot, neg_rem;
    logic [CntW-1:0] count;
    logic [XLEN-1:0] quot, rem, divisor;
  } state_t;
  state_t state_q, state_d;
  localparam int StateW = 4 + CntW + 3 * XLEN;  // $bits(state_t), see core_flop

  logic [XLEN-1:0] shifted, trial;
  logic            fits;
  logic            a_neg, b_neg;
  logic [XLEN-1:0] a_mag, b_mag;

  assign a_neg = div_signed && a_op[XLEN-1];
  assign b_neg = div_signed && b_op[XLEN-1];
  assign a_mag = a_neg ? -a_op : a_op;
  assign b_mag = b_neg ? -b_op : b_op;
  // One restoring step on {rem, quot[XLEN-1]}, an XLEN+1-bit value kept in
  // XLEN bits: it is at least the divisor when its top bit (rem's) is set
  // or its low XLEN bits are, and the difference then fits in XLEN bits.
  // No intermediate is wider than XLEN, which a simulator would evaluate as
  // multi-word arithmetic.
  assign shifted = {state_q.rem[XLEN-2:0], state_q.quot[XLEN-1]};
  assign fits    = state_q.rem[XLEN-1] || (shifted >= state_q.divisor);
  assign trial   = shifted - state_q.divisor;

  always_comb begin
    state_d = state_q;
    if (kill_i || (accept_i && state_q.done)) begin
      state_d.busy = 1'b0;
      state_d.done = 1'b0;
    end else if (valid_i && is_div && !state_q.busy && !state_q.done) begin
      state_d.busy     = 1'b1;
      state_d.count    = CntW'(XLEN);
      state_d.quot     = a_mag;  // shifted out as the quotient shifts in
      state_d.rem      = '0;
      state_d.divisor  = b_mag;
      // Division by zero: quotient all ones, remainder the dividend, no sign
      // fix-up (the restoring loop already yields them on magnitudes).
      state_d.neg_quot = (a_neg != b_neg) && (b_op != '0);
      state_d.neg_rem  = a_neg;
    end else if (state_q.busy) begin
      if (fits) begin
        state_d.rem  = trial;
        state_d.quot = {state_q.quot[XLEN-2:0], 1'b1};
      end else begin
        state_d.rem  = shifted;
        state_d.quot = {state_q.quot[XLEN-2:0], 1'b0};
      end
      state_d.count = state_q.count - 1'b1;
      if (state_q.count == CntW'(1)) begin
        state_d.busy = 1'b0;
        state_d.done = 1'b1;
      end
    end
  end

  core_flop #(.Width(StateW)) u_state (
    .clk_i, .rst_ni, .en_i(1'b1), .d_i(state_d), .q_o(state_q)
  );

  logic [XLEN-1:0] div_result, res;
  assign div_result = want_rem ? (state_q.neg_rem  ? -state_q.rem  : state_q.rem)
                               : (state_q.neg_quot ? -state_q.quot : state_q.quot);
  assign res        = is_div ? div_result : mul_result;
  assign ready_o    = !is_div || state_q.done;

  if (XLEN == 64) begin : gen_word_result
    assign result_o = word_i ? {{32{res[31]}}, res[31:0]} : res;
  end else begin : gen_plain_result
    assign result_o = res;
  end

  logic unused_product;
  assign unused_product = ^{product[2*XLEN+1:2*XLEN]};

endmodule
