// SPDX-License-Identifier: Apache-2.0
// Timing model of an L1 cache: tags only, data always comes from the RAM.
// A lookup that hits completes in the cycle it is made. A miss refills the
// line for MISS_PENALTY cycles and the access completes in the last of them,
// when the line is installed (round-robin replacement per set): a miss costs
// exactly MISS_PENALTY cycles more than a hit. No lookup is made during a
// refill, so each access is counted once and the access and miss events are
// exact. A requester that leaves during a refill (a redirected fetch) does
// not stop it; its next lookup is a new access.
module core_cache_timing #(
  parameter int XLEN         = 64,
  parameter int SETS         = 64,   // power of two
  parameter int WAYS         = 2,    // power of two
  parameter int LINE_BYTES   = 32,   // power of two
  parameter int MISS_PENALTY = 10    // cycles, >= 1
) (
  input  logic            clk_i,
  input  logic            rst_ni,
  input  logic            req_i,         // a lookup is made this cycle
  input  logic [XLEN-1:0] addr_i,
  input  logic            invalidate_i,  // drop every line (fence.i)
  output logic            ready_o,       // the access completes this cycle
  output logic            access_o,      // a new access (not a retry) was looked up
  output logic            miss_o         // and it missed
);

  localparam int OffW   = $clog2(LINE_BYTES);
  localparam int SetW   = (SETS > 1) ? $clog2(SETS) : 1;
  localparam int WayW   = (WAYS > 1) ? $clog2(WAYS) : 1;
  localparam int TagW   = XLEN - OffW - $clog2(SETS);
  localparam int CountW = $clog2(MISS_PENALTY + 1);

  logic [TagW-1:0] tag_q   [SETS][WAYS];
  logic            valid_q [SETS][WAYS];
  logic [WayW-1:0] victim_q [SETS];

  logic [SetW-1:0]     set;
  logic [TagW-1:0]     tag;
  logic                hit;

  // The offset within a line does not matter to a tag lookup.
  logic unused_offset;
  assign unused_offset = ^addr_i[OffW-1:0];
  assign tag  = addr_i[XLEN-1 -: TagW];
  if (SETS > 1) begin : gen_set
    assign set = addr_i[OffW +: SetW];
  end else begin : gen_one_set
    assign set = '0;
  end

  always_comb begin
    hit = 1'b0;
    for (int w = 0; w < WAYS; w++) begin
      if (valid_q[set][w] && tag_q[set][w] == tag) hit = 1'b1;
    end
  end

  // A refill in progress.
  typedef struct packed {
    logic              filling;
    logic [CountW-1:0] count;     // cycles left
    logic [SetW-1:0]   fill_set;  // the line it brings in
    logic [TagW-1:0]   fill_tag;
  } state_t;
  state_t state_q, state_d;
  localparam int StateW = 1 + CountW + SetW + TagW;  // $bits(state_t), see core_flop

  logic install;

  logic lookup, refilled;
  assign lookup   = req_i && !state_q.filling;
  assign install  = state_q.filling && state_q.count == CountW'(1);
  // The refill ends this cycle and the requester still wants that line.
  assign refilled = install && req_i && set == state_q.fill_set && tag == state_q.fill_tag;
  assign ready_o  = (lookup && hit) || refilled;
  assign access_o = lookup;
  assign miss_o   = lookup && !hit;

  always_comb begin
    state_d = state_q;
    if (state_q.filling) begin
      state_d.count   = state_q.count - 1'b1;
      state_d.filling = !install;
    end else if (lookup && !hit) begin
      state_d.filling  = 1'b1;
      state_d.count    = CountW'(MISS_PENALTY);
      state_d.fill_set = set;
      state_d.fill_tag = tag;
    end
  end

  core_flop #(.Width(StateW)) u_state (
    .clk_i, .rst_ni, .en_i(1'b1), .d_i(state_d), .q_o(state_q)
  );

  // Tag store: written only on install and invalidation. Like a RAM it is
  // updated in place rather than through a full next-state copy, which would
  // cost every simulated cycle a pass over all tags.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (int s = 0; s < SETS; s++) begin
        victim_q[s] <= '0;
        for (int w = 0; w < WAYS; w++) begin
          valid_q[s][w] <= 1'b0;
          tag_q[s][w]   <= '0;
        end
      end
    end else if (invalidate_i) begin
      for (int s = 0; s < SETS; s++) begin
        for (int w = 0; w < WAYS; w++) valid_q[s][w] <= 1'b0;
      end
    end else if (install) begin
      valid_q[state_q.fill_set][victim_q[state_q.fill_set]] <= 1'b1;
      tag_q[state_q.fill_set][victim_q[state_q.fill_set]]   <= state_q.fill_tag;
      victim_q[state_q.fill_set] <= (WAYS > 1) ? victim_q[state_q.fill_set] + 1'b1 : '0;
    end
  end

endmodule
