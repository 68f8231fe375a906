// SPDX-License-Identifier: Apache-2.0
// Rule 4's "indices past the bus count nothing", in four-state simulation
// (Icarus). Past the end of events_i a two-state simulator such as
// Verilator reads 0, which is what the rule asks for, so a select that
// reads one slot too far passes every Verilator test; a four-state
// simulator reads X there, and so would a counter built from it. This bench
// selects events just past the bus, and the last one on it as the control,
// with every event at its highest value, and requires mhpmcounter3 to be
// exactly what the rule says: 0 (X fails), or the control's count.
module hpm_past_bus_tb #(
  parameter int XLEN       = 64,
  parameter int NUM_EVENTS = 19,
  parameter int EVENT_W    = 6
);
  localparam int          Cycles     = 4;
  localparam logic [11:0] Mhpmevent3 = 12'h323;
  localparam logic [11:0] Mhpmcnt3   = 12'hB03;

  logic                                clk = 1'b0, rst_n = 1'b0;
  logic                                csr_valid = 1'b0, csr_write = 1'b0;
  logic [11:0]                         csr_addr = '0;
  logic [XLEN-1:0]                     csr_wdata = '0, csr_rdata;
  logic                                hit, illegal, virt_refused, lcofi;
  logic [NUM_EVENTS-1:0][EVENT_W-1:0]  events = '1;
  int                                  passed = 0, failed = 0;

  hpm #(
    .XLEN       (XLEN),
    .NUM_HPM    (1),
    .HPM_WIDTH  (64),
    .NUM_EVENTS (NUM_EVENTS),
    .EVENT_W    (EVENT_W),
    .RET_W      (1),
    .H_EXT      (0),
    .CDELEG     (0)
  ) u_dut (
    .clk_i         (clk),
    .rst_ni        (rst_n),
    .priv_i        (2'b11),
    .virt_i        (1'b0),
    .csr_valid_i   (csr_valid),
    .csr_addr_i    (csr_addr),
    .csr_write_i   (csr_write),
    .csr_wdata_i   (csr_wdata),
    .csr_rdata_o   (csr_rdata),
    .csr_hit_o     (hit),
    .csr_illegal_o (illegal),
    .csr_virtual_o (virt_refused),
    .cycle_i       (1'b1),
    .instret_i     (1'b0),
    .events_i      (events),
    .time_i        (64'd0),
    .stopcount_i   (1'b0),
    .menvcfg_cde_i (1'b0),
    .siselect_i    ({XLEN{1'b0}}),
    .vsiselect_i   ({XLEN{1'b0}}),
    .lcofi_o       (lcofi)
  );

  task automatic tick;
    #1 clk = 1'b1;
    #1 clk = 1'b0;
  endtask

  task automatic csr_write_cycle(input logic [11:0] addr, input logic [XLEN-1:0] value);
    csr_valid = 1'b1; csr_write = 1'b1; csr_addr = addr; csr_wdata = value;
    tick();
    csr_valid = 1'b0; csr_write = 1'b0;
  endtask

  // Select event SEL in the first slot (the others select event 0, which
  // reads 0; OP 0 is OR), clear the counter, let Cycles cycles count, and
  // compare mhpmcounter3 with WANT.
  task automatic check(input int sel, input logic [63:0] want, input string what);
    logic [63:0] got;
    csr_write_cycle(Mhpmevent3, XLEN'(sel));
    csr_write_cycle(Mhpmcnt3, '0);
    repeat (Cycles) tick();
    csr_valid = 1'b1; csr_addr = Mhpmcnt3;
    #1 got = 64'(csr_rdata);
    csr_valid = 1'b0;
    if (got === want) begin
      passed++;
      $display("PASS %s: mhpmcounter3 = 0x%0h", what, got);
    end else begin
      failed++;
      $display("FAIL %s: expected 0x%0h, got 0x%0h", what, want, got);
    end
  endtask

  initial begin
    tick();
    rst_n = 1'b1;
    tick();
    check(NUM_EVENTS - 1, 64'(Cycles * ((1 << EVENT_W) - 1)),
          $sformatf("event %0d, the last on the bus, counts", NUM_EVENTS - 1));
    check(NUM_EVENTS, '0, $sformatf("event %0d, just past the bus, counts nothing", NUM_EVENTS));
    check(NUM_EVENTS + 1, '0, $sformatf("event %0d, past the bus, counts nothing", NUM_EVENTS + 1));
    check(1023, '0, "event 1023, the highest index, counts nothing");
    $display("%0d passed, %0d failed", passed, failed);
    $finish;
  end
endmodule
