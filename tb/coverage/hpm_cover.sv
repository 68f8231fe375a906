// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// Functional cover points of the HPM block (make coverage), bound into every
// instance of `hpm` by hpm_cover_bind.sv: nothing here is in rtl/. Each
// point is a scenario of docs/contract.md section 1 that the stimulus must
// reach; docs/verification.md maps them to the rules. Signals of the block
// come in through the bind's connections; those of the counters are read
// through hierarchical names.
//
// A point exists only in the configurations that can reach it (the RV32
// half writes with XLEN = 32, the guest modes with H_EXT, the writes to
// absent counters with NUM_HPM < 29), so "every point of a configuration is
// hit in that configuration's runs" is the closure goal.
module hpm_cover #(
  `HPM_PARAMS
) (
  input logic        clk_i,
  input logic        rst_ni,          // the points need no reset: nothing they see is set in it
  input logic [4:0]  mode,            // one-hot, hpm_pkg::Mode*
  input logic        csr_valid_i,
  input logic        csr_write_i,
  input logic [11:0] csr_addr_i,
  input logic        csr_hit_o,
  input logic        csr_illegal_o,
  input logic        csr_virtual_o,
  input logic        is_shadow_any,   // a user-level counter shadow (either half)
  input logic        is_hcounteren,
  input logic        is_scounteren,
  input logic        is_scountovf,
  input logic        m_en,            // the addressed counter's enable bits
  input logic        s_en,
  input logic        h_en,
  input logic        write_ok,
  input logic        wr_lo,
  input logic        wr_hi,
  input logic        cnt_write,
  input logic        evt_write,
  input logic        cfg_write,
  input logic        inhibit_write,
  input logic        enable_write,    // mcounteren, scounteren or hcounteren
  input logic [4:0]  idx,
  input logic [63:0] wdata,
  input logic [63:0] evt_merged,      // the mhpmevent image a write proposes
  input logic        cycle_i,
  input logic        stopcount_i,
  // Counter delegation (rules 11-15)
  input logic            menvcfg_cde_i,
  input logic [XLEN-1:0] siselect_i,
  input logic [XLEN-1:0] vsiselect_i,
  input logic            cd_hit,        // the block's through delegation
  input logic [63:0]     cd_hidden,     // the bits the view hides
  input logic [31:0]     mcounteren,    // before the update
  input logic [63:0]     wdata_port,    // the write data as the port gave it
  input logic [63:0]     rd             // the reached register's value
);

  localparam bit HExt     = H_EXT != 0;
  localparam int FirstHpm = hpm_pkg::FirstHpm;
  localparam int AddCarry = 1 << EVENT_W;  // the least sum that needs EVENT_W+1 bits

  // Rule 4's operations, for the cover points of a pipelined counter.
  function automatic logic [9:0] rule4(input logic [9:0] a, input logic [9:0] b, input logic [2:0] op);
    unique case (op)
      3'(hpm_pkg::OpAnd): rule4 = a & b;
      3'(hpm_pkg::OpXor): rule4 = a ^ b;
      3'(hpm_pkg::OpAdd): rule4 = a + b;
      default:            rule4 = a | b;
    endcase
  endfunction

  // -------------------------------------------------------------------------
  // What the counters do, gathered from all of them: any counter reaching a
  // scenario covers it, except overflow, covered per counter. mcycle and
  // minstret count in every mode, so their cfg inhibit bits join the mode
  // filter's points.
  // -------------------------------------------------------------------------
  logic [4:0] inh_set;  // [inhibit bit]: a counting register has it set
  logic [4:0] fixed_inh;
  assign fixed_inh = u_mcycle.inh_q | u_minstret.inh_q;

  if (NUM_HPM > 0) begin : gen_counters
    localparam int N = NUM_HPM;
    logic [N-1:0][2:0][7:0] op_c;     // [counter][position][op code], while counting
    logic [N-1:0][2:0]      carry_c;  // [counter][stage]: ADD carries past its inputs' width
    logic [N-1:0][4:0]      inh_c;    // inhibit bits of a counter that selects events
    logic [N-1:0]           again_c;  // carries with OF already set: no new LCOFI
    logic [N-1:0]           wr_lo_c;  // written (low half on RV32) in a cycle it would carry
    logic [N-1:0]           wr_hi_c;  // written (high half on RV32) in such a cycle
    logic [N-1:0]           ovf_c;    // overflows in this cycle
    logic [N-1:0]           flight_c; // EVENT_PIPE: a non-zero increment arrives now
    logic [N-1:0]           first_c;  // EVENT_PIPE = 2: non-zero counts in the first register
    logic [N-1:0]           evt_we_c; // mhpmevent written
    logic [N-1:0]           cnt_we_c; // mhpmcounter written

    for (genvar i = FirstHpm; i < FirstHpm + N; i++) begin : gen_counter
      localparam int K = i - FirstHpm;
      logic [63:0] evt;
      logic        selects, busy, carry, overflow, cnt_we;
      logic [10:0] sum0, sum1, sum2;
      logic [9:0]  a0, a1, a2, a3, b0, b1;  // E0..E3, R0, R1 of a counter that counts
      assign evt      = gen_hpm[i].gen_impl.u_counter.evt_q;
      assign carry    = gen_hpm[i].gen_impl.u_counter.carry;
      assign overflow = gen_hpm[i].gen_impl.u_counter.overflow;
      assign cnt_we   = gen_hpm[i].gen_impl.u_counter.cnt_we_i;
      assign selects  = evt[4*hpm_pkg::EvtSelW-1:0] != '0;
      assign busy     = gen_hpm[i].gen_impl.u_counter.counting && selects;
      assign sum0     = 11'(a0) + 11'(a1);
      assign sum1     = 11'(a2) + 11'(a3);
      assign sum2     = 11'(b0) + 11'(b1);

      if (EVENT_PIPE == 0) begin : gen_direct
        assign a0          = gen_hpm[i].gen_impl.u_counter.e0;
        assign a1          = gen_hpm[i].gen_impl.u_counter.e1;
        assign a2          = gen_hpm[i].gen_impl.u_counter.e2;
        assign a3          = gen_hpm[i].gen_impl.u_counter.e3;
        assign b0          = gen_hpm[i].gen_impl.u_counter.r0;
        assign b1          = gen_hpm[i].gen_impl.u_counter.r1;
        assign flight_c[K] = 1'b0;
        assign first_c[K]  = 1'b0;
      end else begin : gen_piped
        // The pipelined counter selects in the events' cycle whether or
        // not it counts; R0 and R1 are worked out here by rule 4.
        assign a0          = busy ? 10'(gen_hpm[i].gen_impl.u_counter.gen_pipe.p0) : '0;
        assign a1          = busy ? 10'(gen_hpm[i].gen_impl.u_counter.gen_pipe.p1) : '0;
        assign a2          = busy ? 10'(gen_hpm[i].gen_impl.u_counter.gen_pipe.p2) : '0;
        assign a3          = busy ? 10'(gen_hpm[i].gen_impl.u_counter.gen_pipe.p3) : '0;
        assign b0          = rule4(a0, a1, evt[hpm_pkg::EvtOp0Lsb +: 3]);
        assign b1          = rule4(a2, a3, evt[hpm_pkg::EvtOp1Lsb +: 3]);
        assign flight_c[K] = gen_hpm[i].gen_impl.u_counter.pipe_out != '0;
        if (EVENT_PIPE == 2) begin : gen_first
          assign first_c[K] = gen_hpm[i].gen_impl.u_counter.gen_pipe.gen_pipe2.sel_q != '0;
        end else begin : gen_no_first
          assign first_c[K] = 1'b0;
        end
      end

      always_comb begin
        op_c[K] = '0;
        if (busy) begin
          op_c[K][0][evt[hpm_pkg::EvtOp0Lsb +: 3]] = 1'b1;
          op_c[K][1][evt[hpm_pkg::EvtOp1Lsb +: 3]] = 1'b1;
          op_c[K][2][evt[hpm_pkg::EvtOp2Lsb +: 3]] = 1'b1;
        end
      end
      assign carry_c[K][0] = op_c[K][0][3'(hpm_pkg::OpAdd)] && (sum0 >= 11'(AddCarry));
      assign carry_c[K][1] = op_c[K][1][3'(hpm_pkg::OpAdd)] && (sum1 >= 11'(AddCarry));
      assign carry_c[K][2] = op_c[K][2][3'(hpm_pkg::OpAdd)] && (sum2 >= 11'(2 * AddCarry));
      assign inh_c[K]      = selects ? evt[hpm_pkg::EvtInhLsb +: 5] : '0;
      assign again_c[K]    = overflow && evt[hpm_pkg::EvtOf];
      assign wr_lo_c[K]    = cnt_we && carry && wr_lo;
      assign wr_hi_c[K]    = cnt_we && carry && wr_hi;

      assign ovf_c[K]      = overflow;
      assign evt_we_c[K]   = gen_hpm[i].gen_impl.u_counter.evt_we_i;
      assign cnt_we_c[K]   = cnt_we;
    end

    // Rule 6, per counter: every counter of the configuration overflows.
    // The simulator merges the points of a generate loop's iterations, so the
    // counters that did are gathered here and the one point needs all of
    // them; the end of the run names any that did not.
    logic [N-1:0] overflowed_q = '0;
    always_ff @(posedge clk_i) overflowed_q <= overflowed_q | ovf_c;
    cov_every_counter_overflows: cover property (@(posedge clk_i) &overflowed_q);
    final begin
      for (int k = 0; k < N; k++) begin
        if (!overflowed_q[k]) $display("hpm_cover: mhpmcounter%0d never overflowed", k + FirstHpm);
      end
    end

    logic [2:0][7:0] op_any;
    logic [2:0]      carry_any;
    logic [4:0]      inh_any;
    always_comb begin
      op_any    = '0;
      carry_any = '0;
      inh_any   = '0;
      for (int k = 0; k < N; k++) begin
        op_any    = op_any | op_c[k];
        carry_any = carry_any | carry_c[k];
        inh_any   = inh_any | inh_c[k];
      end
    end
    assign inh_set = inh_any | fixed_inh;

    // Rule 4: every operation at every position of the combiner, and each
    // ADD stage carrying out of the width of its inputs. Written out, not
    // generated: Verilator merges the points of a loop's iterations.
    `define HPM_COVER_POSITION(x) \
      cov_op``x``_or:     cover property (@(posedge clk_i) op_any[x][3'(hpm_pkg::OpOr)]); \
      cov_op``x``_and:    cover property (@(posedge clk_i) op_any[x][3'(hpm_pkg::OpAnd)]); \
      cov_op``x``_xor:    cover property (@(posedge clk_i) op_any[x][3'(hpm_pkg::OpXor)]); \
      cov_op``x``_add:    cover property (@(posedge clk_i) op_any[x][3'(hpm_pkg::OpAdd)]); \
      cov_add``x``_carry: cover property (@(posedge clk_i) carry_any[x]);
    `HPM_COVER_POSITION(0)
    `HPM_COVER_POSITION(1)
    `HPM_COVER_POSITION(2)
    `undef HPM_COVER_POSITION

    // Rule 6: an increment that carries while OF is set raises no LCOFI.
    cov_carry_with_of_set: cover property (@(posedge clk_i) |again_c);
    // Rule 1: a write in the cycle the counter would carry wins, with no
    // overflow; on RV32 for a write of either half.
    if (XLEN == 32) begin : gen_rv32_carry
      cov_low_half_write_in_carry: cover property (@(posedge clk_i)
          |wr_lo_c && !wr_hi);
      cov_high_half_write_in_carry: cover property (@(posedge clk_i)
          |wr_hi_c && !wr_lo);
    end else begin : gen_rv64_carry
      cov_write_in_carry: cover property (@(posedge clk_i) |(wr_lo_c & wr_hi_c));
    end

    // Rule 16, with EVENT_PIPE: each kind of write, a mode change and a
    // Debug-mode stop meet an increment in flight.
    if (EVENT_PIPE > 0) begin : gen_pipe
      logic [4:0] mode_q;
      always_ff @(posedge clk_i) mode_q <= mode;
      cov_pipe_write_cancels_arriving: cover property (@(posedge clk_i) |(cnt_we_c & flight_c));
      cov_pipe_event_write_in_flight: cover property (@(posedge clk_i) |(evt_we_c & flight_c));
      cov_pipe_inhibit_write_in_flight: cover property (@(posedge clk_i) inhibit_write && |flight_c);
      cov_pipe_mode_change_in_flight: cover property (@(posedge clk_i) (mode != mode_q) && |flight_c);
      cov_pipe_stop_in_flight: cover property (@(posedge clk_i) stopcount_i && |flight_c);
      if (EVENT_PIPE == 2) begin : gen_two
        cov_pipe_write_discards_first: cover property (@(posedge clk_i) |(cnt_we_c & first_c));
        cov_pipe_event_write_first: cover property (@(posedge clk_i) |(evt_we_c & first_c));
      end
    end
  end else begin : gen_no_counters
    assign inh_set = fixed_inh;
  end

  // Rule 5: every mode against every inhibit bit (the guest ones with
  // H_EXT), written out for the same reason.
  `define HPM_COVER_MODE(m, b) \
    cov_mode_``m``_inhibit_``b: cover property (@(posedge clk_i) \
        mode[hpm_pkg::Mode``m] && inh_set[hpm_pkg::Mode``b]);
  `HPM_COVER_MODE(M, M)
  `HPM_COVER_MODE(M, S)
  `HPM_COVER_MODE(M, U)
  `HPM_COVER_MODE(S, M)
  `HPM_COVER_MODE(S, S)
  `HPM_COVER_MODE(S, U)
  `HPM_COVER_MODE(U, M)
  `HPM_COVER_MODE(U, S)
  `HPM_COVER_MODE(U, U)
  if (HExt) begin : gen_guest_modes
    `HPM_COVER_MODE(M, Vs)
    `HPM_COVER_MODE(M, Vu)
    `HPM_COVER_MODE(S, Vs)
    `HPM_COVER_MODE(S, Vu)
    `HPM_COVER_MODE(U, Vs)
    `HPM_COVER_MODE(U, Vu)
    `HPM_COVER_MODE(Vs, M)
    `HPM_COVER_MODE(Vs, S)
    `HPM_COVER_MODE(Vs, U)
    `HPM_COVER_MODE(Vs, Vs)
    `HPM_COVER_MODE(Vs, Vu)
    `HPM_COVER_MODE(Vu, M)
    `HPM_COVER_MODE(Vu, S)
    `HPM_COVER_MODE(Vu, U)
    `HPM_COVER_MODE(Vu, Vs)
    `HPM_COVER_MODE(Vu, Vu)
  end
  `undef HPM_COVER_MODE

  // WARL (rules 3, 4, 8): each kind of written value the block refuses.
  cov_warl_illegal_op0: cover property (@(posedge clk_i)
      evt_write && !hpm_pkg::op_legal(evt_merged[hpm_pkg::EvtOp0Lsb +: 5]));
  cov_warl_illegal_op1: cover property (@(posedge clk_i)
      evt_write && !hpm_pkg::op_legal(evt_merged[hpm_pkg::EvtOp1Lsb +: 5]));
  cov_warl_illegal_op2: cover property (@(posedge clk_i)
      evt_write && !hpm_pkg::op_legal(evt_merged[hpm_pkg::EvtOp2Lsb +: 5]));
  cov_warl_inhibit_tm: cover property (@(posedge clk_i)
      inhibit_write && wr_lo && wdata[1]);
  cov_warl_event_reserved: cover property (@(posedge clk_i)
      evt_write && (evt_merged[57:55] != '0));
  cov_warl_cfg_low_bits: cover property (@(posedge clk_i)
      cfg_write && wr_lo && (wdata[31:0] != '0));
  if (!HExt) begin : gen_warl_no_guest
    cov_warl_guest_inhibit: cover property (@(posedge clk_i)
        evt_write && (evt_merged[hpm_pkg::EvtInhLsb +: 2] != '0));
  end
  if (NUM_HPM < 29) begin : gen_warl_absent
    localparam logic [31:0] Absent = ~((32'((64'd1 << NUM_HPM) - 64'd1) << FirstHpm) | 32'b111);
    cov_warl_absent_counter: cover property (@(posedge clk_i)
        cnt_write && (32'(idx) >= FirstHpm + NUM_HPM));
    cov_warl_absent_event: cover property (@(posedge clk_i)
        evt_write && (32'(idx) >= FirstHpm + NUM_HPM));
    cov_warl_absent_enable: cover property (@(posedge clk_i)
        enable_write && ((wdata[31:0] & Absent) != '0));
    cov_warl_absent_inhibit: cover property (@(posedge clk_i)
        inhibit_write && ((wdata[31:0] & Absent) != '0));
  end

  // -------------------------------------------------------------------------
  // Debug-mode stop (rule 10): the clock runs while the counters are
  // stopped, and a CSR write lands while they are.
  // -------------------------------------------------------------------------
  cov_stopcount_clock_running: cover property (@(posedge clk_i) stopcount_i && cycle_i);
  cov_stopcount_csr_write: cover property (@(posedge clk_i) stopcount_i && write_ok);

  // -------------------------------------------------------------------------
  // Access control (rule 7): each way an access is refused.
  // -------------------------------------------------------------------------
  logic access, ro_write, m_level;
  assign access   = csr_valid_i && csr_hit_o;
  assign ro_write = csr_write_i && (csr_addr_i[11:10] == 2'b11);
  assign m_level  = !ro_write && (csr_addr_i[9:8] == 2'b11);

  cov_illegal_ro_write: cover property (@(posedge clk_i) access && ro_write && csr_illegal_o);
  // cov_<name>: an access to WHAT from mode M, refused as HOW says.
  `define HPM_COVER_REFUSAL(name, what, m, how) \
    cov_``name: cover property (@(posedge clk_i) access && (what) && mode[hpm_pkg::Mode``m] && (how));
  `HPM_COVER_REFUSAL(illegal_m_level_s, m_level, S, csr_illegal_o)
  `HPM_COVER_REFUSAL(illegal_m_level_u, m_level, U, csr_illegal_o)
  `HPM_COVER_REFUSAL(illegal_scounteren_u, !ro_write && is_scounteren, U, csr_illegal_o)
  `HPM_COVER_REFUSAL(illegal_scountovf_u, !ro_write && is_scountovf, U, csr_illegal_o)
  `HPM_COVER_REFUSAL(illegal_shadow_s_no_m, !ro_write && is_shadow_any && !m_en, S, csr_illegal_o)
  `HPM_COVER_REFUSAL(illegal_shadow_u_no_m, !ro_write && is_shadow_any && !m_en, U, csr_illegal_o)
  `HPM_COVER_REFUSAL(illegal_shadow_u_no_s, !ro_write && is_shadow_any && m_en && !s_en, U, csr_illegal_o)
  if (HExt) begin : gen_guest_access
    `HPM_COVER_REFUSAL(illegal_m_level_vs, m_level, Vs, csr_illegal_o)
    `HPM_COVER_REFUSAL(illegal_m_level_vu, m_level, Vu, csr_illegal_o)
    `HPM_COVER_REFUSAL(illegal_hcounteren_u, !ro_write && is_hcounteren, U, csr_illegal_o)
    `HPM_COVER_REFUSAL(virtual_hcounteren_vs, !ro_write && is_hcounteren, Vs, csr_virtual_o)
    `HPM_COVER_REFUSAL(virtual_hcounteren_vu, !ro_write && is_hcounteren, Vu, csr_virtual_o)
    `HPM_COVER_REFUSAL(virtual_scounteren_vu, !ro_write && is_scounteren, Vu, csr_virtual_o)
    `HPM_COVER_REFUSAL(virtual_scountovf_vu, !ro_write && is_scountovf, Vu, csr_virtual_o)
    `HPM_COVER_REFUSAL(illegal_shadow_vs_no_m, !ro_write && is_shadow_any && !m_en, Vs, csr_illegal_o)
    `HPM_COVER_REFUSAL(virtual_shadow_vs_no_h, !ro_write && is_shadow_any && m_en && !h_en, Vs, csr_virtual_o)
    `HPM_COVER_REFUSAL(illegal_shadow_vu_no_m, !ro_write && is_shadow_any && !m_en, Vu, csr_illegal_o)
    `HPM_COVER_REFUSAL(virtual_shadow_vu_no_h, !ro_write && is_shadow_any && m_en && !h_en, Vu, csr_virtual_o)
    `HPM_COVER_REFUSAL(virtual_shadow_vu_no_s, !ro_write && is_shadow_any && m_en && h_en && !s_en, Vu,
                       csr_virtual_o)
  end
  `undef HPM_COVER_REFUSAL

  // -------------------------------------------------------------------------
  // Counter delegation (rules 11-15): every view read and written, what the
  // views hide, each way a delegated access is refused, and the select
  // values that are not the block's.
  // -------------------------------------------------------------------------
  if (CDELEG != 0) begin : gen_cdeleg
    localparam logic [31:0] Inhibitable = (32'((64'd1 << NUM_HPM) - 64'd1) << FirstHpm) | 32'b101;
    logic            alias_reg, d_access, d_ok, d_sinh, d_window, d_vsreg, guest, sv;
    logic [2:0]      d_reg;
    logic [XLEN-1:0] d_sel;
    logic [4:0]      d_i;

    assign alias_reg = !csr_addr_i[3] && (csr_addr_i[1:0] != 2'b00) &&
                       ((csr_addr_i[11:4] == hpm_pkg::CsrSiregHi) ||
                        (HExt && (csr_addr_i[11:4] == hpm_pkg::CsrVsiregHi)));
    assign d_access  = csr_valid_i && cd_hit;
    assign d_ok      = d_access && !csr_illegal_o && !csr_virtual_o;
    assign d_sinh    = (csr_addr_i == hpm_pkg::CsrScountinhibit);
    assign d_window  = cd_hit && !d_sinh;
    assign d_vsreg   = (csr_addr_i[11:4] == hpm_pkg::CsrVsiregHi);
    assign d_reg     = csr_addr_i[2:0];
    assign guest     = mode[hpm_pkg::ModeVs] || mode[hpm_pkg::ModeVu];
    assign d_sel     = (d_vsreg || guest) ? vsiselect_i : siselect_i;
    assign d_i       = d_sel[4:0];
    // sireg* from M or HS: the cases of rule 14 that depend on more than the mode.
    assign sv        = d_window && !d_vsreg && (mode[hpm_pkg::ModeM] || mode[hpm_pkg::ModeS]);

    // Rules 12, 13: each view, read and written, allowed.
    `define HPM_COVER_VIEW(name, cond) \
      cov_cdeleg_read_``name: cover property (@(posedge clk_i) d_ok && !csr_write_i && (cond)); \
      cov_cdeleg_write_``name: cover property (@(posedge clk_i) d_ok && csr_write_i && (cond));
    `HPM_COVER_VIEW(scountinhibit, d_sinh)
    `HPM_COVER_VIEW(cycle, d_window && (d_reg == hpm_pkg::Sireg) && (d_i == hpm_pkg::IdxCycle))
    `HPM_COVER_VIEW(instret, d_window && (d_reg == hpm_pkg::Sireg) && (d_i == hpm_pkg::IdxInstret))
    `HPM_COVER_VIEW(cyclecfg, d_window && (d_reg == hpm_pkg::Sireg2) && (d_i == hpm_pkg::IdxCycle))
    `HPM_COVER_VIEW(instretcfg, d_window && (d_reg == hpm_pkg::Sireg2) && (d_i == hpm_pkg::IdxInstret))
    if (NUM_HPM > 0) begin : gen_cdeleg_hpm
      `HPM_COVER_VIEW(hpmcounter, d_window && (d_reg == hpm_pkg::Sireg) && (32'(d_i) >= FirstHpm))
      `HPM_COVER_VIEW(hpmevent, d_window && (d_reg == hpm_pkg::Sireg2) && (32'(d_i) >= FirstHpm))
    end
    if (XLEN == 32) begin : gen_cdeleg_high
      `HPM_COVER_VIEW(counter_high, d_window && (d_reg == hpm_pkg::Sireg4))
      `HPM_COVER_VIEW(cfg_high, d_window && (d_reg == hpm_pkg::Sireg5))
    end
    `undef HPM_COVER_VIEW

    // What the views hide: scountinhibit written with data in bits not
    // delegated while some are, and a cfg view written with a MINH other
    // than the register's.
    cov_cdeleg_hidden_inhibit: cover property (@(posedge clk_i)
        d_ok && csr_write_i && d_sinh && ((mcounteren & Inhibitable) != '0) &&
        ((wdata_port[31:0] & ~mcounteren & Inhibitable) != '0));
    cov_cdeleg_hidden_minh: cover property (@(posedge clk_i)
        d_ok && csr_write_i && cd_hidden[hpm_pkg::EvtInhLsb + 4] && wr_hi &&
        (wdata_port[hpm_pkg::EvtInhLsb + 4] != rd[hpm_pkg::EvtInhLsb + 4]));

    // Rules 12, 14, 15: each way a delegated access is refused.
    `define HPM_COVER_CD_REFUSAL(name, cond, how) \
      cov_cdeleg_``name: cover property (@(posedge clk_i) d_access && (cond) && (how));
    `HPM_COVER_CD_REFUSAL(illegal_scountinhibit_cde, d_sinh && !menvcfg_cde_i, csr_illegal_o)
    `HPM_COVER_CD_REFUSAL(illegal_scountinhibit_u, d_sinh && menvcfg_cde_i && mode[hpm_pkg::ModeU],
                          csr_illegal_o)
    `HPM_COVER_CD_REFUSAL(illegal_window_u, d_window && !d_vsreg && mode[hpm_pkg::ModeU], csr_illegal_o)
    `HPM_COVER_CD_REFUSAL(illegal_window_cde, sv && !menvcfg_cde_i, csr_illegal_o)
    `HPM_COVER_CD_REFUSAL(illegal_window_sireg3_6, sv && menvcfg_cde_i && (d_reg[1:0] == 2'b11), csr_illegal_o)
    `HPM_COVER_CD_REFUSAL(illegal_window_time, sv && menvcfg_cde_i && (d_reg[1:0] != 2'b11) &&
                          (XLEN == 32 || !d_reg[2]) && (d_i == hpm_pkg::IdxTime), csr_illegal_o)
    `HPM_COVER_CD_REFUSAL(illegal_window_not_delegated, sv && menvcfg_cde_i && (d_reg[1:0] != 2'b11) &&
                          (XLEN == 32 || !d_reg[2]) && (d_i != hpm_pkg::IdxTime) && !mcounteren[d_i],
                          csr_illegal_o)
    if (XLEN == 64) begin : gen_cdeleg_rv64
      `HPM_COVER_CD_REFUSAL(illegal_window_high_rv64, sv && menvcfg_cde_i && d_reg[2] && (d_reg[1:0] != 2'b11),
                            csr_illegal_o)
    end
    if (HExt) begin : gen_cdeleg_guest
      `HPM_COVER_CD_REFUSAL(virtual_scountinhibit_guest, d_sinh && menvcfg_cde_i && guest, csr_virtual_o)
      `HPM_COVER_CD_REFUSAL(illegal_window_vs_cde, d_window && !d_vsreg && mode[hpm_pkg::ModeVs] &&
                            !menvcfg_cde_i, csr_illegal_o)
      `HPM_COVER_CD_REFUSAL(virtual_window_vs, d_window && !d_vsreg && mode[hpm_pkg::ModeVs] && menvcfg_cde_i,
                            csr_virtual_o)
      `HPM_COVER_CD_REFUSAL(virtual_window_vu, d_window && !d_vsreg && mode[hpm_pkg::ModeVu], csr_virtual_o)
      `HPM_COVER_CD_REFUSAL(illegal_vsireg_hs, d_window && d_vsreg && mode[hpm_pkg::ModeS], csr_illegal_o)
      `HPM_COVER_CD_REFUSAL(virtual_vsireg_guest, d_window && d_vsreg && guest, csr_virtual_o)
      cov_cdeleg_virtual_scountovf_vs: cover property (@(posedge clk_i)
          csr_valid_i && is_scountovf && !csr_write_i && mode[hpm_pkg::ModeVs] && menvcfg_cde_i &&
          csr_virtual_o);
    end
    `undef HPM_COVER_CD_REFUSAL

    // Rule 11: select values that are not the block's, one just outside the
    // window and one in it but for its upper bits.
    cov_cdeleg_select_outside: cover property (@(posedge clk_i)
        csr_valid_i && alias_reg && !csr_hit_o && (d_sel[XLEN-1:7] == '0));
    cov_cdeleg_select_upper_bits: cover property (@(posedge clk_i)
        csr_valid_i && alias_reg && !csr_hit_o && (d_sel[6:5] == 2'b10) && (d_sel[XLEN-1:7] != '0));
  end else begin : gen_no_cdeleg
    // Rule 11: without delegation none of its addresses is the block's.
    cov_no_cdeleg_scountinhibit: cover property (@(posedge clk_i)
        csr_valid_i && (csr_addr_i == hpm_pkg::CsrScountinhibit) && !csr_hit_o);
    logic unused_cdeleg;
    assign unused_cdeleg = ^{menvcfg_cde_i, siselect_i, vsiselect_i, cd_hit, cd_hidden, mcounteren,
                             wdata_port, rd};
  end

  // Signals only some configurations' points read.
  logic unused;
  assign unused = ^{rst_ni, csr_addr_i[7:0], csr_virtual_o, is_hcounteren, h_en, write_ok, wr_hi, wdata,
                   evt_merged, cnt_write, enable_write, idx, inh_set};

endmodule
