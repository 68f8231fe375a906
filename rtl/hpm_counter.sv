// SPDX-License-Identifier: Apache-2.0
// One programmable counter: mhpmeventN and mhpmcounterN.
//
// Selects four events, combines them, applies the mode filter, and updates
// the counter with the write-or-increment rule and Sscofpmf overflow
// (contract rules 1, 3, 4, 5, 6). What a CSR write stores (the RV32 half
// merge, the WARL legalisation) is worked out once in hpm.sv for whichever
// counter the write addresses, so a counter only chooses between that value
// and its own next count: each counter's logic is evaluated every cycle by
// a simulator, and a write touches one counter at most.
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
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i,     // event 0 cleared by hpm.sv
  input  logic                          cnt_we_i,     // mhpmcounter written (either half)
  input  logic [HPM_WIDTH-1:0]          cnt_wdata_i,  // the value it takes
  input  logic                          evt_we_i,     // mhpmevent written (either half)
  input  logic                          evt_we_of_i,  // the write holds OF (RV64, or the high half)
  input  logic [63:0]                   evt_wdata_i,  // the legal value mhpmevent takes
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

  // Ex of rule 4 for one EVENTx field, on a bus of at most 64 bits: one
  // machine word, which shifted right by a select past its end gives 0 with
  // no test (event 0 reads 0 from the bus).
  function automatic logic [CountW-1:0] select_narrow(input logic [hpm_pkg::EvtSelW-1:0] sel,
                                                      input logic [63:0]                 bus);
    select_narrow = CountW'(EVENT_W'(bus >> (32'(sel) * EVENT_W)));
  endfunction

  // The same on a wider bus, which is indexed; indices past it count nothing.
  function automatic logic [CountW-1:0] select_wide(input logic [hpm_pkg::EvtSelW-1:0] sel);
    select_wide = (32'(sel) < NUM_EVENTS) ? CountW'(events_i[32'(sel)*EVENT_W +: EVENT_W]) : '0;
  endfunction

  logic [CountW-1:0] e0, e1, e2, e3;  // E0..E3 of rule 4
  logic [CountW-1:0] r0, r1, r2;      // the combiner stages
  logic              counting;
  logic [CountW-1:0] inc;

  always_comb begin
    if (BusW <= 64) begin
      e0 = select_narrow(evt_q[0*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW], 64'(events_i));
      e1 = select_narrow(evt_q[1*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW], 64'(events_i));
      e2 = select_narrow(evt_q[2*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW], 64'(events_i));
      e3 = select_narrow(evt_q[3*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW], 64'(events_i));
    end else begin
      e0 = select_wide(evt_q[0*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW]);
      e1 = select_wide(evt_q[1*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW]);
      e2 = select_wide(evt_q[2*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW]);
      e3 = select_wide(evt_q[3*hpm_pkg::EvtSelW +: hpm_pkg::EvtSelW]);
    end
    r0 = hpm_pkg::combine(e0, e1, evt_q[hpm_pkg::EvtOp0Lsb +: 3]);
    r1 = hpm_pkg::combine(e2, e3, evt_q[hpm_pkg::EvtOp1Lsb +: 3]);
`ifdef HPM_FAULT_ADD_DROPS_CARRY
    r0 = r0 & CountW'((1 << EVENT_W) - 1);
    r1 = r1 & CountW'((1 << EVENT_W) - 1);
`endif
    r2 = hpm_pkg::combine(r0, r1, evt_q[hpm_pkg::EvtOp2Lsb +: 3]);
`ifdef HPM_FAULT_ADD_DROPS_CARRY
    r2 = r2 & CountW'((1 << EVENT_W) - 1);
`endif

    // Rule 5: the mode filter of this cycle.
    counting = !inhibit_i && !hpm_pkg::mode_inhibited(evt_q[hpm_pkg::EvtInhLsb +: 5], mode_i);
    inc      = counting ? r2 : '0;

    // Rule 6. One increment is below 2^CountW; neither form needs an adder
    // wider than 64 bits, which simulators evaluate as multi-word arithmetic.
    if (HPM_WIDTH + CountW <= 64) begin
      // A narrow counter can wrap more than once in one cycle; that is still
      // one overflow.
      logic [63:0] total;
      total = 64'(cnt_q) + 64'(inc);
      sum   = total[HPM_WIDTH-1:0];
      carry = (total >> HPM_WIDTH) != '0;
    end else begin
      // inc < 2^(HPM_WIDTH-1): the sum carries out exactly when the top bit
      // falls from 1 to 0.
      sum   = cnt_q + HPM_WIDTH'(inc);
      carry = cnt_q[HPM_WIDTH-1] && !sum[HPM_WIDTH-1];
    end
`ifdef HPM_FAULT_WRITE_SETS_OF
    overflow = carry;
`else
    overflow = !cnt_we_i && carry;
`endif

    // Rule 1: a write wins and suppresses the whole increment.
`ifdef HPM_FAULT_WRITE_KEEPS_INCREMENT
    cnt_d = cnt_we_i ? cnt_wdata_i + HPM_WIDTH'(inc) : sum;
`else
    cnt_d = cnt_we_i ? cnt_wdata_i : sum;
`endif

    // The mask is repeated here, where it is a constant, so that synthesis
    // keeps no flop for a bit that is never stored. Rule 6: a write of the
    // half holding OF wins over a same-cycle overflow; otherwise the overflow
    // sets OF (a low-half write on RV32 carries the old OF in evt_wdata_i).
    evt_d = evt_we_i ? evt_wdata_i & hpm_pkg::evt_writable(H_EXT != 0) : evt_q;
    evt_d[hpm_pkg::EvtOf] = evt_d[hpm_pkg::EvtOf] | (overflow && !(evt_we_i && evt_we_of_i));
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
  assign event_o   = evt_q;
`ifdef HPM_FAULT_LCOFI_WHEN_OF_SET
  assign lcofi_o   = overflow;
`else
  assign lcofi_o   = overflow && !evt_q[hpm_pkg::EvtOf];
`endif

endmodule
