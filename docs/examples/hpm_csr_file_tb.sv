// SPDX-License-Identifier: Apache-2.0
//
// Directed test of the integration example hpm_csr_file.sv (make
// integration-example, under Icarus -g2012): each check is one rule of
// docs/integration.md, and its expected value is worked out from the
// privileged specification, Sscofpmf, the Debug specification and
// docs/contract.md, never read back from the design. Prints PASS/FAIL
// lines and "N passed, N failed".
module hpm_csr_file_tb;

  localparam int XLEN       = 64;
  localparam int HPM_WIDTH  = 48;
  localparam int NUM_EVENTS = 8;

  localparam logic [1:0] U = 2'd0, S = 2'd1, M = 2'd3;
  localparam logic [1:0] Rw = 2'd1, Rs = 2'd2, Rc = 2'd3;  // funct3[1:0]
  localparam logic [11:0] Mcycle = 12'hB00, Minstret = 12'hB02, Mhpmcounter3 = 12'hB03;
  localparam logic [11:0] Cycle = 12'hC00, Mhpmevent3 = 12'h323, Mip = 12'h344, Sip = 12'h144;
  localparam logic [63:0] Lcofip = 64'h2000;  // bit 13

  logic                  clk = 1'b0, rst_n = 1'b0;
  logic                  commit_valid = 1'b0, csr = 1'b0, x0 = 1'b1;
  logic [1:0]            priv = M, op = Rs;
  logic [11:0]           addr = '0;
  logic [XLEN-1:0]       operand = '0, rdata;
  logic                  illegal, lcofip;
  logic                  running = 1'b1, dbg = 1'b0, stopcount = 1'b0, deleg = 1'b0;
  logic [NUM_EVENTS-1:0] events = '0;

  hpm_csr_file #(
    .XLEN       (XLEN),
    .NUM_HPM    (4),
    .HPM_WIDTH  (HPM_WIDTH),
    .NUM_EVENTS (NUM_EVENTS),
    .EVENT_W    (1)
  ) dut (
    .clk_i            (clk),
    .rst_ni           (rst_n),
    .commit_valid_i   (commit_valid),
    .priv_i           (priv),
    .csr_i            (csr),
    .csr_op_i         (op),
    .csr_addr_i       (addr),
    .csr_operand_i    (operand),
    .csr_operand_x0_i (x0),
    .csr_rdata_o      (rdata),
    .csr_illegal_o    (illegal),
    .clock_running_i  (running),
    .events_i         (events),
    .mtime_i          (64'd0),
    .debug_mode_i     (dbg),
    .dcsr_stopcount_i (stopcount),
    .mideleg_lcofi_i  (deleg),
    .lcofip_o         (lcofip)
  );

  always #5 clk = ~clk;

  int passed = 0, failed = 0;

  task automatic expect_eq(input string what, input logic [63:0] expected, input logic [63:0] got);
    if (expected === got) begin
      passed++;
      $display("PASS %s", what);
    end else begin
      failed++;
      $display("FAIL %s: expected 0x%0h, got 0x%0h", what, expected, got);
    end
  endtask

  // A cycle in which nothing commits.
  task automatic idle;
    commit_valid = 1'b0;
    csr          = 1'b0;
    @(posedge clk);
    #1;
  endtask

  // One CSR instruction committing in one cycle, from privilege p: rd and
  // whether it traps, sampled before the clock edge.
  task automatic insn(input logic [1:0] p, input logic [1:0] o, input logic [11:0] a,
                      input logic [63:0] v, input logic is_x0, output logic [63:0] rd, output logic trap);
    commit_valid = 1'b1;
    csr          = 1'b1;
    priv         = p;
    op           = o;
    addr         = a;
    operand      = v;
    x0           = is_x0;
    #1;
    rd   = rdata;
    trap = illegal;
    @(posedge clk);
    #1;
    commit_valid = 1'b0;
    csr          = 1'b0;
    priv         = M;
  endtask

  // csrr (csrrs rd, a, x0) from M.
  task automatic rd_m(input logic [11:0] a, output logic [63:0] rd);
    logic trap;
    insn(M, Rs, a, 64'd0, 1'b1, rd, trap);
  endtask

  // csrw (csrrw x0, a, rs1) from M.
  task automatic wr_m(input logic [11:0] a, input logic [63:0] v);
    logic [63:0] rd;
    logic        trap;
    insn(M, Rw, a, v, 1'b0, rd, trap);
  endtask

  logic [63:0] a, b, v;
  logic        trap;

  initial begin
    #12 rst_n = 1'b1;
    idle();

    // The committing instruction's retirement is counted in its own cycle:
    // a read returns the count before it, and the next read one more.
    rd_m(Minstret, a);
    expect_eq("minstret reads 0 after reset (idle cycles retire nothing)", 64'd0, a);
    rd_m(Minstret, b);
    expect_eq("a read of minstret retires: the next read is 1", 64'd1, b);
    // csrw minstret, 0 cancels the increment of its own retirement.
    wr_m(Minstret, 64'd0);
    rd_m(Minstret, a);
    expect_eq("csrw minstret, 0 then csrr minstret reads 0", 64'd0, a);

    // csrrs/csrrc with rs1 = x0 do not write: a read-only counter can be read.
    insn(M, Rs, Cycle, 64'd0, 1'b1, v, trap);
    expect_eq("csrrs rd, cycle, x0 is legal", 1'b0, trap);
    insn(M, Rc, Cycle, 64'd0, 1'b1, v, trap);
    expect_eq("csrrc rd, cycle, x0 is legal", 1'b0, trap);
    insn(M, Rs, Cycle, 64'd0, 1'b0, v, trap);
    expect_eq("csrrs rd, cycle, rs1 != x0 writes a read-only CSR: illegal, even with rs1 = 0", 1'b1, trap);
    insn(M, Rw, Cycle, 64'd0, 1'b1, v, trap);
    expect_eq("csrrw x0, cycle, x0 writes: illegal", 1'b1, trap);

    // An instruction that traps does not retire.
    rd_m(Minstret, a);
    insn(U, Rs, Cycle, 64'd0, 1'b1, v, trap);
    expect_eq("U reads cycle with mcounteren.CY = 0: illegal", 1'b1, trap);
    expect_eq("a refused read shows 0", 64'd0, v);
    insn(M, Rs, 12'h7C0, 64'd0, 1'b1, v, trap);
    expect_eq("a CSR no one owns: illegal", 1'b1, trap);
    rd_m(Minstret, b);
    expect_eq("the trapping instructions did not retire", a + 64'd1, b);

    // The core applies set and clear to the value the block reads.
    wr_m(Mhpmevent3, 64'h1);                    // EVENT0 = 1
    insn(M, Rs, Mhpmevent3, 64'h400, 1'b0, v, trap);  // set EVENT1 = 1
    rd_m(Mhpmevent3, v);
    expect_eq("csrrs mhpmevent3 sets bits of the old value", 64'h401, v);
    insn(M, Rc, Mhpmevent3, 64'h400, 1'b0, v, trap);
    rd_m(Mhpmevent3, v);
    expect_eq("csrrc mhpmevent3 clears bits of the old value", 64'h1, v);

    // mcycle counts every cycle the clock runs.
    rd_m(Mcycle, a);
    rd_m(Mcycle, b);
    expect_eq("mcycle: one more a cycle later", a + 64'd1, b);

    // Debug Mode with dcsr.stopcount = 1: nothing counts, CSRs still work.
    dbg       = 1'b1;
    stopcount = 1'b1;
    rd_m(Mcycle, a);
    rd_m(Mcycle, b);
    expect_eq("mcycle stands still in Debug Mode with stopcount", a, b);
    rd_m(Minstret, a);
    rd_m(Minstret, b);
    expect_eq("minstret stands still in Debug Mode with stopcount", a, b);
    wr_m(Mcycle, 64'd1000);
    rd_m(Mcycle, a);
    expect_eq("mcycle written in Debug Mode takes the value", 64'd1000, a);
    stopcount = 1'b0;
    rd_m(Mcycle, a);
    rd_m(Mcycle, b);
    expect_eq("mcycle counts in Debug Mode with stopcount = 0", a + 64'd1, b);
    dbg = 1'b0;

    // LCOFI: an overflow sets mip.LCOFIP, which stays set.
    wr_m(Mhpmcounter3, (64'd1 << HPM_WIDTH) - 64'd1);
    events[1] = 1'b1;
    idle();
    events[1] = 1'b0;
    expect_eq("an overflow sets mip.LCOFIP", 1'b1, lcofip);
    idle();
    idle();
    expect_eq("LCOFIP is sticky", 1'b1, lcofip);
    rd_m(Mip, v);
    expect_eq("mip reads LCOFIP", Lcofip, v);
    rd_m(Mhpmevent3, v);
    expect_eq("mhpmevent3.OF is set", 64'h8000_0000_0000_0001, v);
    insn(S, Rs, Sip, 64'd0, 1'b1, v, trap);
    expect_eq("sip hides LCOFIP while mideleg.LCOFI = 0", 64'd0, v);
    insn(S, Rc, Sip, Lcofip, 1'b0, v, trap);
    expect_eq("S cannot clear an undelegated LCOFIP through sip", 1'b1, lcofip);
    deleg = 1'b1;
    insn(S, Rs, Sip, 64'd0, 1'b1, v, trap);
    expect_eq("sip shows LCOFIP once delegated", Lcofip, v);
    insn(S, Rc, Sip, Lcofip, 1'b0, v, trap);
    expect_eq("S clears a delegated LCOFIP through sip", 1'b0, lcofip);
    insn(U, Rs, Sip, 64'd0, 1'b1, v, trap);
    expect_eq("U cannot read sip", 1'b1, trap);

    // An overflow in the cycle software clears LCOFIP wins.
    wr_m(Mhpmevent3, 64'h1);  // OF = 0 again
    wr_m(Mhpmcounter3, (64'd1 << HPM_WIDTH) - 64'd1);
    wr_m(Mip, Lcofip);
    expect_eq("M sets LCOFIP through mip", 1'b1, lcofip);
    events[1] = 1'b1;
    insn(M, Rc, Mip, Lcofip, 1'b0, v, trap);
    events[1] = 1'b0;
    expect_eq("an overflow in the cycle mip.LCOFIP is cleared leaves it set", 1'b1, lcofip);
    wr_m(Mip, 64'd0);
    expect_eq("M clears LCOFIP through mip", 1'b0, lcofip);

    $display("%0d passed, %0d failed", passed, failed);
    $finish;
  end

endmodule
