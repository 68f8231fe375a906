// SPDX-License-Identifier: Apache-2.0
// Example: the C golden model as a DPI-C scoreboard beside the RTL.
//
// Random stimulus drives `hpm` and the model (cmodel/hpm_dpi.c) with the same
// inputs every cycle. Each cycle, just before the rising edge, every output
// of the RTL is compared with the model's; an M-mode read is also compared
// with hpm_dpi_peek() of the register it names, and a final sweep reads every
// register that way. Ends with "N passed, N failed".
//
// Build and run (from the repository root):
//   $ verilator --binary --timing -Wno-fatal -Irtl -Icmodel \
//     rtl/hpm_pkg.sv rtl/hpm_fixed_counter.sv rtl/hpm_counter.sv rtl/hpm_cdeleg.sv rtl/hpm.sv \
//     tb/dpi/hpm_dpi_example.sv $PWD/cmodel/hpm_model.c $PWD/cmodel/hpm_cdeleg.c $PWD/cmodel/hpm_dpi.c \
//     --top-module hpm_dpi_example -CFLAGS "-I$PWD/cmodel" -Mdir /tmp/dpi_ex
//   $ /tmp/dpi_ex/Vhpm_dpi_example
module hpm_dpi_example;
  `include "hpm_dpi.svh"

  localparam int XLEN       = 64;
  localparam int NUM_HPM    = 4;
  localparam int HPM_WIDTH  = 16;
  localparam int NUM_EVENTS = 8;
  localparam int EVENT_W    = 2;
  localparam int RET_W      = 2;
  localparam int H_EXT      = 0;

  localparam int RANDOM_CYCLES = 4000;
  localparam int RESET_AT      = RANDOM_CYCLES / 2;  // one asynchronous reset mid-run
  localparam int MAX_REPORTS   = 20;

  // ---- DUT ------------------------------------------------------------------
  logic                               clk = 1'b0;
  logic                               rst_n = 1'b0;
  logic [1:0]                         priv;
  logic                               virt;
  logic                               csr_valid;
  logic [11:0]                        csr_addr;
  logic                               csr_write;
  logic [XLEN-1:0]                    csr_wdata;
  logic [XLEN-1:0]                    csr_rdata;
  logic                               csr_hit;
  logic                               csr_illegal;
  logic                               csr_virtual;
  logic                               cycle_en;
  logic [RET_W-1:0]                   instret;
  logic [NUM_EVENTS-1:0][EVENT_W-1:0] events;
  logic [63:0]                        time_val;
  logic                               stopcount;
  logic                               lcofi;

  hpm #(
    .XLEN      (XLEN),
    .NUM_HPM   (NUM_HPM),
    .HPM_WIDTH (HPM_WIDTH),
    .NUM_EVENTS(NUM_EVENTS),
    .EVENT_W   (EVENT_W),
    .RET_W     (RET_W),
    .H_EXT     (H_EXT),
    // The DPI-C model has no delegation inputs (cmodel/hpm_dpi.c).
    .CDELEG    (0)
  ) dut (
    .clk_i        (clk),
    .rst_ni       (rst_n),
    .priv_i       (priv),
    .virt_i       (virt),
    .csr_valid_i  (csr_valid),
    .csr_addr_i   (csr_addr),
    .csr_write_i  (csr_write),
    .csr_wdata_i  (csr_wdata),
    .csr_rdata_o  (csr_rdata),
    .csr_hit_o    (csr_hit),
    .csr_illegal_o(csr_illegal),
    .csr_virtual_o(csr_virtual),
    .cycle_i      (cycle_en),
    .instret_i    (instret),
    .events_i     (events),
    .time_i       (time_val),
    .stopcount_i  (stopcount),
    .menvcfg_cde_i(1'b0),
    .siselect_i   ({XLEN{1'b0}}),
    .vsiselect_i  ({XLEN{1'b0}}),
    .lcofi_o      (lcofi)
  );

  initial forever #5 clk = ~clk;

  // ---- Scoreboard -------------------------------------------------------------
  chandle model;
  int unsigned passed = 0;
  int unsigned failed = 0;
  int unsigned lcofi_seen = 0;
  int unsigned peek_checks = 0;

  function automatic void check(string what, int cyc, logic [63:0] rtl_v,
                                logic [63:0] model_v);
    if (rtl_v == model_v) begin
      passed++;
    end else begin
      failed++;
      if (failed <= MAX_REPORTS)
        $display("MISMATCH cycle %0d addr %h %s: rtl %h model %h",
                 cyc, csr_addr, what, rtl_v, model_v);
    end
  endfunction

  // What an allowed M-mode read of addr must return, from the model's state
  // before the cycle; the user-level shadows name the machine counters.
  function automatic logic [63:0] expected_m_read(logic [11:0] addr);
    logic [63:0] v;
    if (addr == 12'hC01 || addr == 12'hC81)
      v = time_val;
    else if (addr[11:8] == 4'hC)
      v = hpm_dpi_peek(model, {20'h0, 4'hB, addr[7:0]});
    else
      v = hpm_dpi_peek(model, {20'h0, addr});
    if (XLEN == 32 && (addr == 12'hC81)) v = v >> 32;
    return (XLEN == 32) ? (v & 64'hFFFF_FFFF) : v;
  endfunction

  // ---- Stimulus ---------------------------------------------------------------
  // Addresses worth hitting: implemented, unimplemented and foreign ones.
  localparam int NUM_ADDRS = 30;
  localparam logic [11:0] ADDRS [NUM_ADDRS] = '{
    12'hB00, 12'hB02, 12'hB03, 12'hB04, 12'hB05, 12'hB06, 12'hB07, 12'hB01,
    12'hC00, 12'hC01, 12'hC02, 12'hC03, 12'hC04, 12'hC06, 12'hC1F,
    12'h320, 12'h321, 12'h322, 12'h323, 12'h324, 12'h325, 12'h326, 12'h327,
    12'h306, 12'h106, 12'h606, 12'hDA0, 12'hB80, 12'h723, 12'h7C0
  };

  function automatic logic [4:0] random_op();
    case ($urandom_range(0, 9))
      0, 1:    return 5'd0;   // OR
      2:       return 5'd1;   // AND
      3:       return 5'd2;   // XOR
      9:       return 5'($urandom);  // mostly illegal: WARL keeps the old OP
      default: return 5'd4;   // ADD, so counts grow fast
    endcase
  endfunction

  function automatic logic [63:0] random_mhpmevent();
    logic [63:0] v = '0;
    v[9:0]   = 10'($urandom_range(0, NUM_EVENTS + 1));  // some past the bus
    v[19:10] = 10'($urandom_range(0, NUM_EVENTS + 1));
    v[29:20] = 10'($urandom_range(0, NUM_EVENTS + 1));
    v[39:30] = ($urandom_range(0, 15) == 0) ? 10'($urandom) : 10'($urandom_range(0, NUM_EVENTS - 1));
    v[44:40] = random_op();
    v[49:45] = random_op();
    v[54:50] = random_op();
    v[57:55] = 3'($urandom);                                   // read 0
    v[62:58] = ($urandom_range(0, 3) == 0) ? 5'($urandom) : 5'd0;  // mode inhibits
    v[63]    = ($urandom_range(0, 7) == 0);                    // OF
    return v;
  endfunction

  function automatic logic [63:0] random_wdata(logic [11:0] addr);
    logic [63:0] v = {$urandom, $urandom};
    if (addr >= 12'h323 && addr <= 12'h33F) return random_mhpmevent();
    if (addr >= 12'hB03 && addr <= 12'hB1F)            // near overflow
      return ($urandom_range(0, 3) != 0) ? (64'(1) << HPM_WIDTH) - 64'(1) - 64'($urandom_range(0, 40)) : v;
    if (addr == 12'h320) return ($urandom_range(0, 3) == 0) ? v : 64'h0;
    if (addr == 12'h321 || addr == 12'h322)
      return ($urandom_range(0, 3) == 0) ? v : 64'h0;
    return v;
  endfunction

  task automatic drive_random();
    int r = $urandom_range(0, 9);
    priv      = (r < 6) ? 2'd3 : 2'($urandom);
    virt      = 1'($urandom);
    csr_valid = ($urandom_range(0, 9) < 4);
    csr_addr  = ($urandom_range(0, 15) == 0) ? 12'($urandom) : ADDRS[$urandom_range(0, NUM_ADDRS - 1)];
    csr_write = 1'($urandom);
    csr_wdata = XLEN'(random_wdata(csr_addr));
    cycle_en  = ($urandom_range(0, 9) != 0);
    instret   = RET_W'($urandom);
    for (int k = 0; k < NUM_EVENTS; k++) events[k] = EVENT_W'($urandom);
    time_val  = {$urandom, $urandom};
    stopcount = ($urandom_range(0, 15) == 0);
  endtask

  task automatic drive_idle();
    priv = 2'd3; virt = 1'b0; csr_valid = 1'b0; csr_addr = '0; csr_write = 1'b0;
    csr_wdata = '0; cycle_en = 1'b0; instret = '0; events = '0; time_val = '0;
    stopcount = 1'b0;
  endtask

  // One cycle with the inputs already driven (clock low): compare before the
  // rising edge, step the model, let the edge happen.
  task automatic run_cycle(int cyc);
    longint m_rdata;
    int     m_hit, m_illegal, m_virtual, m_lcofi;
    logic [63:0] peeked;
    #3;  // combinational outputs settle; the rising edge is 2 later
    for (int k = 0; k < NUM_EVENTS; k++) hpm_dpi_set_event(model, k, int'(events[k]));
    hpm_dpi_set_stopcount(model, int'(stopcount));
    peeked = expected_m_read(csr_addr);  // before the model's edge
    hpm_dpi_step(model, int'(priv), int'(virt), int'(csr_valid), int'(csr_addr),
                 int'(csr_write), longint'(64'(csr_wdata)), int'(cycle_en),
                 int'(instret), longint'(time_val),
                 m_rdata, m_hit, m_illegal, m_virtual, m_lcofi);
    check("csr_rdata_o",   cyc, 64'(csr_rdata),   m_rdata);
    check("csr_hit_o",     cyc, 64'(csr_hit),     64'(m_hit));
    check("csr_illegal_o", cyc, 64'(csr_illegal), 64'(m_illegal));
    check("csr_virtual_o", cyc, 64'(csr_virtual), 64'(m_virtual));
    check("lcofi_o",       cyc, 64'(lcofi),       64'(m_lcofi));
    if (m_hit != 0 && csr_valid && !csr_write && priv == 2'd3) begin
      peek_checks++;
      check("M read vs hpm_dpi_peek", cyc, 64'(csr_rdata), peeked);
    end
    if (m_lcofi != 0) lcofi_seen++;
    @(negedge clk);
  endtask

  initial begin
    model = hpm_dpi_create(XLEN, NUM_HPM, HPM_WIDTH, NUM_EVENTS, EVENT_W, RET_W, H_EXT);
    if (model == null) $fatal(1, "hpm_dpi_create refused the configuration");

    drive_idle();
    repeat (2) @(negedge clk);
    rst_n = 1'b1;

    for (int cyc = 0; cyc < RANDOM_CYCLES; cyc++) begin
      if (cyc == RESET_AT) begin
        rst_n = 1'b0;
        hpm_dpi_reset(model);
        @(negedge clk);
        rst_n = 1'b1;
      end
      drive_random();
      run_cycle(cyc);
    end

    // Final sweep: every register read in M must equal the model's state.
    for (int i = 0; i < NUM_ADDRS; i++) begin
      drive_idle();
      csr_valid = 1'b1;
      csr_addr  = ADDRS[i];
      run_cycle(RANDOM_CYCLES + i);
    end

    $display("hpm_dpi_example: %0d cycles, %0d lcofi pulses, %0d peek checks",
             RANDOM_CYCLES + NUM_ADDRS, lcofi_seen, peek_checks);
    $display("%0d passed, %0d failed", passed, failed);
    hpm_dpi_destroy(model);
    $finish;
  end
endmodule
