// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// The timing yardstick of make fpga-timing: the counters of an HPM block of
// the same size, written plainly with no attention to timing. mcycle and
// minstret (64 bits) add cycle_i and instret_i; each of NUM_HPM counters of
// HPM_WIDTH bits adds the one event its select register names. A CSR port
// at the HPM's addresses writes a counter or a select (RV32: either half of
// a counter) and reads them. No privilege, no inhibit, no combiner, no
// overflow: what the block adds to this is what its Fmax pays for.
module counter_array #(
  `HPM_SIZE_PARAMS
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic                          csr_valid_i,
  input  logic                          csr_write_i,
  input  logic [11:0]                   csr_addr_i,
  input  logic [XLEN-1:0]               csr_wdata_i,
  output logic [XLEN-1:0]               csr_rdata_o,
  input  logic                          cycle_i,
  input  logic [RET_W-1:0]              instret_i,
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i
);

  localparam int SelW = $clog2(NUM_EVENTS);
  localparam int N    = 3 + NUM_HPM;

  logic [63:0] cnt_val [N];
  logic [63:0] sel_val [N];

  assign cnt_val[1] = '0;  // time is not a counter
  assign sel_val[0] = '0;
  assign sel_val[1] = '0;
  assign sel_val[2] = '0;

  for (genvar i = 0; i < N; i++) begin : gen_cnt
    if (i != 1) begin : gen_real
      localparam int W = (i < 3) ? 64 : HPM_WIDTH;
      logic         wr_lo, wr_hi;
      logic [63:0]  merged;
      logic [W-1:0] inc, cnt_d, cnt_q;

      assign wr_lo = csr_valid_i && csr_write_i && (csr_addr_i == 12'hB00 + 12'(i));
      assign wr_hi = csr_valid_i && csr_write_i && (XLEN == 32) && (csr_addr_i == 12'hB80 + 12'(i));

      always_comb begin
        merged = 64'(cnt_q);
        if (XLEN == 32) begin
          if (wr_lo) merged[31:0]  = csr_wdata_i[31:0];
          if (wr_hi) merged[63:32] = csr_wdata_i[31:0];
        end else begin
          merged = 64'(csr_wdata_i);
        end
        cnt_d = (wr_lo || wr_hi) ? merged[W-1:0] : cnt_q + inc;
      end

      core_flop #(.Width(W)) u_cnt (.clk_i, .rst_ni, .en_i(1'b1), .d_i(cnt_d), .q_o(cnt_q));

      assign cnt_val[i] = 64'(cnt_q);
      // A counter narrower than 64 bits keeps the low bits of a write.
      logic unused_merged;
      assign unused_merged = ^merged;

      if (i == 0) begin : gen_cycle
        assign inc = W'(cycle_i);
      end else if (i == 2) begin : gen_instret
        assign inc = W'(instret_i);
      end else begin : gen_event
        logic [SelW-1:0] sel_d, sel_q;
        assign sel_d = (csr_valid_i && csr_write_i && (csr_addr_i == 12'h320 + 12'(i))) ?
                       csr_wdata_i[SelW-1:0] : sel_q;
        core_flop #(.Width(SelW)) u_sel (.clk_i, .rst_ni, .en_i(1'b1), .d_i(sel_d), .q_o(sel_q));
        assign inc        = W'(events_i[32'(sel_q) * EVENT_W +: EVENT_W]);
        assign sel_val[i] = 64'(sel_q);
      end
    end
  end

  if (NUM_HPM == 0) begin : gen_no_events
    // Without programmable counters the event bus goes nowhere.
    logic unused_events;
    assign unused_events = ^events_i;
  end

  logic [63:0] rd;
  always_comb begin
    rd = '0;
    for (int i = 0; i < N; i++) begin
      if (csr_addr_i == 12'hB00 + 12'(i) || csr_addr_i == 12'hC00 + 12'(i)) rd = cnt_val[i];
      if (XLEN == 32 && (csr_addr_i == 12'hB80 + 12'(i) || csr_addr_i == 12'hC80 + 12'(i))) rd = cnt_val[i] >> 32;
      if (csr_addr_i == 12'h320 + 12'(i)) rd = sel_val[i];
    end
  end
  assign csr_rdata_o = XLEN'(rd);
  // RV32 reads the high half through its own addresses.
  logic unused_rd;
  assign unused_rd = ^rd;

endmodule
