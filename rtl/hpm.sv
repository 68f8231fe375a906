// SPDX-License-Identifier: Apache-2.0
// Hardware performance monitor of one RISC-V hart: mcycle, minstret,
// mhpmcounter3..31 with mhpmevent3..31, mcountinhibit, the counter-enable
// registers, Sscofpmf overflow and LCOFI, Smcntrpmf mode filtering, and
// counter delegation (Smcdeleg/Ssccfg, decoded in hpm_cdeleg.sv).
//
// Ports and rules: docs/contract.md section 1. Choices the
// contract leaves open (timing, WARL, access order): docs/hpm.md.
module hpm #(
  parameter int XLEN       = 64,
  parameter int NUM_HPM    = 29,
  parameter int HPM_WIDTH  = 64,
  parameter int NUM_EVENTS = 32,
  parameter int EVENT_W    = 1,
  parameter int RET_W      = 1,
  parameter int H_EXT      = 0,
  parameter int CDELEG     = 1,
  parameter int EVENT_PIPE = 0
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,
  input  logic [1:0]                          priv_i,
  input  logic                                virt_i,
  input  logic                                csr_valid_i,
  input  logic [11:0]                         csr_addr_i,
  input  logic                                csr_write_i,
  input  logic [XLEN-1:0]                     csr_wdata_i,
  output logic [XLEN-1:0]                     csr_rdata_o,
  output logic                                csr_hit_o,
  output logic                                csr_illegal_o,
  output logic                                csr_virtual_o,
  input  logic                                cycle_i,
  input  logic [RET_W-1:0]                    instret_i,
`ifdef HPM_FLAT_EVENT_PORT
  // Same bit layout as the contract's port, for Yosys 0.23, which cannot
  // parse multi-dimensional packed ports (docs/hpm.md, Portability).
  input  logic [NUM_EVENTS*EVENT_W-1:0]       events_i,
`else
  input  logic [NUM_EVENTS-1:0][EVENT_W-1:0]  events_i,
`endif
  input  logic [63:0]                         time_i,
  input  logic                                stopcount_i,
  input  logic                                menvcfg_cde_i,
  input  logic [XLEN-1:0]                     siselect_i,
  input  logic [XLEN-1:0]                     vsiselect_i,
  output logic                                lcofi_o
);

  // ---------------------------------------------------------------------------
  // Parameter ranges (contract section 1), checked at elaboration: a value
  // out of range instantiates a module that does not exist, whose name says
  // what is wrong, and every tool stops there: Verilator (lint and build,
  // -Wno-fatal included), Yosys (synth's hierarchy -check) and Icarus.
  // $error or $fatal in a generate block would not do: Icarus 11 does not
  // parse them there, and Verilator makes them warnings, which -Wno-fatal
  // lets through (tools/tests/param-check.sh tries each tool).
  // ---------------------------------------------------------------------------
  localparam bit XlenOk      = (XLEN == 32) || (XLEN == 64);
  localparam bit NumHpmOk    = (NUM_HPM >= 0) && (NUM_HPM <= 29);
  localparam bit HpmWidthOk  = (HPM_WIDTH >= 1) && (HPM_WIDTH <= 64);
  localparam bit NumEventsOk = (NUM_EVENTS >= 2) && (NUM_EVENTS <= 1024);
  localparam bit EventWOk    = (EVENT_W >= 1) && (EVENT_W <= 8);
  localparam bit RetWOk      = (RET_W >= 1) && (RET_W <= 4);
  localparam bit HExtOk      = (H_EXT == 0) || (H_EXT == 1);
  localparam bit CdelegOk    = (CDELEG == 0) || (CDELEG == 1);
  localparam bit EventPipeOk = (EVENT_PIPE >= 0) && (EVENT_PIPE <= 2);
  // The counters are built only with legal parameters, so that a tool
  // reports the range, not an error it meets inside a counter first.
  localparam bit ParamsOk    = XlenOk && NumHpmOk && HpmWidthOk && NumEventsOk && EventWOk &&
                               RetWOk && HExtOk && CdelegOk && EventPipeOk;

  if (!XlenOk) begin : gen_bad_xlen
    hpm_parameter_error_XLEN_must_be_32_or_64 u_error ();
  end
  if (!NumHpmOk) begin : gen_bad_num_hpm
    hpm_parameter_error_NUM_HPM_must_be_0_to_29 u_error ();
  end
  if (!HpmWidthOk) begin : gen_bad_hpm_width
    hpm_parameter_error_HPM_WIDTH_must_be_1_to_64 u_error ();
  end
  if (!NumEventsOk) begin : gen_bad_num_events
    hpm_parameter_error_NUM_EVENTS_must_be_2_to_1024 u_error ();
  end
  if (!EventWOk) begin : gen_bad_event_w
    hpm_parameter_error_EVENT_W_must_be_1_to_8 u_error ();
  end
  if (!RetWOk) begin : gen_bad_ret_w
    hpm_parameter_error_RET_W_must_be_1_to_4 u_error ();
  end
  if (!HExtOk) begin : gen_bad_h_ext
    hpm_parameter_error_H_EXT_must_be_0_or_1 u_error ();
  end
  if (!CdelegOk) begin : gen_bad_cdeleg
    hpm_parameter_error_CDELEG_must_be_0_or_1 u_error ();
  end
  if (!EventPipeOk) begin : gen_bad_event_pipe
    hpm_parameter_error_EVENT_PIPE_must_be_0_to_2 u_error ();
  end

  localparam bit Rv32 = (XLEN == 32);
  localparam bit HExt = (H_EXT != 0);

  // Bits of the 32-bit enable/inhibit registers that exist (rule 8): CY, TM,
  // IR and one per implemented programmable counter. TM cannot be inhibited.
  localparam logic [31:0] HpmBits     = 32'((64'd1 << NUM_HPM) - 64'd1) << hpm_pkg::FirstHpm;
  localparam logic [31:0] EnableBits  = HpmBits | 32'b111;
  localparam logic [31:0] InhibitBits = HpmBits | 32'b101;

  // Event 0 is "no event" (rule 4): its field is cleared once here, so a
  // counter that selects it reads 0 without a test of its own.
  logic [NUM_EVENTS*EVENT_W-1:0] events_all, events_flat;
  logic                          unused_event0;
  assign events_all    = events_i;
  assign events_flat   = {events_all[NUM_EVENTS*EVENT_W-1:EVENT_W], EVENT_W'(0)};
  assign unused_event0 = ^events_all[EVENT_W-1:0];

  // ---------------------------------------------------------------------------
  // Mode of this cycle, one-hot (docs/hpm.md: priv 2 is treated as U, V is
  // ignored in M and without the hypervisor extension)
  // ---------------------------------------------------------------------------
  logic [4:0] mode;
  logic       in_m, in_hs, in_vs, in_u, in_vu;
  logic       virt;

  always_comb begin
    virt = HExt && virt_i && (priv_i != 2'b11);
    mode = '0;
    unique case (priv_i)
      2'b11:   mode[hpm_pkg::ModeM] = 1'b1;
      2'b01:   mode[virt ? hpm_pkg::ModeVs : hpm_pkg::ModeS] = 1'b1;
      default: mode[virt ? hpm_pkg::ModeVu : hpm_pkg::ModeU] = 1'b1;
    endcase
  end

  assign in_m  = mode[hpm_pkg::ModeM];
  assign in_hs = mode[hpm_pkg::ModeS];
  assign in_vs = mode[hpm_pkg::ModeVs];
  assign in_u  = mode[hpm_pkg::ModeU];
  assign in_vu = mode[hpm_pkg::ModeVu];

  // The mode the counters filter on: the same cycle's (rule 5). With
  // EVENT_PIPE a counter filters in this cycle too and pipes the filtered
  // increment (rule 16), so no mode travels down the pipeline.
  logic [4:0] count_mode;
  assign count_mode = mode;

  // ---------------------------------------------------------------------------
  // CSR decode
  // ---------------------------------------------------------------------------
  logic [4:0] idx;
  logic is_mcnt, is_mcnth, is_shadow, is_shadowh, is_inhibit, is_cfg, is_cfgh;
  logic is_event, is_eventh, is_mcounteren, is_scounteren, is_hcounteren, is_scountovf;
  logic is_high_half;

  // The register an access reaches: csr_addr_i, or for an access counter
  // delegation may own (viewed: scountinhibit or an alias register) the
  // direct address of the register its view shows (view, rules 11-13,
  // hpm_cdeleg.sv), so that the decode below and the write and read paths
  // treat the view as the direct access. hpm_cdeleg decides the access
  // check of those accesses (cd_illegal, cd_virtual).
  logic        viewed;
  logic [11:0] view;
  logic        cd_hit, cd_illegal, cd_virtual, cd_scountovf_virtual;
  logic        cd_cnt_view, cd_cfg_view, cd_pass;
  logic [4:0]  cd_sel;
  logic [63:0] cd_hidden;

  // The registers a delegated view can reach, decoded from an address.
  // 0xB01/0xB81 (there is no mtime CSR) and 0x320/0x720 + 1..2 are decoded
  // separately, so the counter and event blocks exclude them. idx >=
  // FirstHpm (3) is written as logic: on an FPGA synthesis makes a
  // comparison a carry chain, which sat on the path of every CSR write.
  function automatic logic [6:0] decode_view(input logic [11:0] a);
    logic hpm_idx, mcnt, mcnth, inhibit, cfg, cfgh, evt, evth;
    hpm_idx     = (a[4:2] != 3'b000) || (a[1:0] == 2'b11);
    mcnt        = (a[11:5] == hpm_pkg::CsrMcounterBlk) && (a[4:0] != hpm_pkg::IdxTime);
    mcnth       = Rv32 && (a[11:5] == hpm_pkg::CsrMcounterhBlk) && (a[4:0] != hpm_pkg::IdxTime);
    inhibit     = (a == hpm_pkg::CsrMcountinhibit);
    cfg         = (a == hpm_pkg::CsrMcyclecfg) || (a == hpm_pkg::CsrMinstretcfg);
    cfgh        = Rv32 && ((a == hpm_pkg::CsrMcyclecfgh) || (a == hpm_pkg::CsrMinstretcfgh));
    evt         = (a[11:5] == hpm_pkg::CsrEventBlk) && hpm_idx;
    evth        = Rv32 && (a[11:5] == hpm_pkg::CsrEventhBlk) && hpm_idx;
    decode_view = {mcnt, mcnth, inhibit, cfg, cfgh, evt, evth};
  endfunction

  // The register an access reaches (is_*: the view's for an address
  // delegation may own, else the address's own), and the same decode
  // of the address as given (dir_*): an address delegation owns is none of
  // the block's own, so for every other access the two agree, and the
  // write strobes of a direct access are formed from dir_* alone, beside
  // the delegated ones, without waiting for the translation.
  logic dir_mcnt, dir_mcnth, dir_inhibit, dir_cfg, dir_cfgh, dir_event, dir_eventh;
  assign {dir_mcnt, dir_mcnth, dir_inhibit, dir_cfg, dir_cfgh, dir_event, dir_eventh} =
      decode_view(csr_addr_i);
  assign {is_mcnt, is_mcnth, is_inhibit, is_cfg, is_cfgh, is_event, is_eventh} =
      viewed ? decode_view(view) :
               {dir_mcnt, dir_mcnth, dir_inhibit, dir_cfg, dir_cfgh, dir_event, dir_eventh};

  // No view shows these: decoded from the address as given.
  assign is_shadow     = (csr_addr_i[11:5] == hpm_pkg::CsrShadowBlk);
  assign is_shadowh    = Rv32 && (csr_addr_i[11:5] == hpm_pkg::CsrShadowhBlk);
  assign is_mcounteren = (csr_addr_i == hpm_pkg::CsrMcounteren);
  assign is_scounteren = (csr_addr_i == hpm_pkg::CsrScounteren);
  assign is_hcounteren = HExt && (csr_addr_i == hpm_pkg::CsrHcounteren);
  assign is_scountovf  = (csr_addr_i == hpm_pkg::CsrScountovf);
  assign is_high_half  = is_mcnth || is_shadowh || is_cfgh || is_eventh;

  // A direct access: one of the block's own addresses. An alias register
  // whose select is outside the window reaches nothing (its view decodes,
  // but it is neither delegation's nor a direct address).
  logic dir_hit;
  assign dir_hit   = dir_mcnt || dir_mcnth || dir_inhibit || dir_cfg || dir_cfgh || dir_event ||
                     dir_eventh || is_shadow || is_shadowh || is_mcounteren || is_scounteren ||
                     is_hcounteren || is_scountovf;
  assign csr_hit_o = cd_hit || dir_hit;

  // ---------------------------------------------------------------------------
  // Access control (rule 7, in the order of docs/hpm.md)
  // ---------------------------------------------------------------------------
  logic [31:0] mcounteren_q, scounteren_q, hcounteren_q, mcountinhibit_q;
  logic        refuse_illegal, refuse_virtual;
  logic        m_en, s_en, h_en;

  // Only the direct shadow addresses use these.
  assign m_en = mcounteren_q[csr_addr_i[4:0]];
  assign s_en = scounteren_q[csr_addr_i[4:0]];
  assign h_en = hcounteren_q[csr_addr_i[4:0]];

  if (CDELEG != 0) begin : gen_cdeleg
    hpm_cdeleg #(
      .XLEN  (XLEN),
      .H_EXT (H_EXT)
    ) u_cdeleg (
      .mode_i              (mode),
      .csr_addr_i,
      .menvcfg_cde_i,
      .siselect_i,
      .vsiselect_i,
      .mcounteren_i        (mcounteren_q),
      .viewed_o            (viewed),
      .view_o              (view),
      .idx_o               (idx),
      .hit_o               (cd_hit),
      .sel_o               (cd_sel),
      .cnt_view_o          (cd_cnt_view),
      .cfg_view_o          (cd_cfg_view),
      .pass_o              (cd_pass),
      .illegal_o           (cd_illegal),
      .virtual_o           (cd_virtual),
      .hidden_o            (cd_hidden),
      .scountovf_virtual_o (cd_scountovf_virtual)
    );
  end else begin : gen_no_cdeleg
    // Rule 11: every access is direct, and the core's three registers are
    // not read. Constants here rather than inside hpm_cdeleg, so that a
    // synthesis that keeps the hierarchy folds them into the decode.
    assign viewed    = 1'b0;
    assign view      = '0;
    assign idx       = csr_addr_i[4:0];
    assign cd_hidden = '0;
    assign {cd_hit, cd_illegal, cd_virtual, cd_scountovf_virtual} = '0;
    assign {cd_cnt_view, cd_cfg_view, cd_pass, cd_sel} = '0;
    logic unused_cdeleg;
    assign unused_cdeleg = ^{menvcfg_cde_i, siselect_i, vsiselect_i};
  end

  // The checks of a direct access (dir_refuse_*) and of a delegated one
  // (hpm_cdeleg, rules 12, 14, 15) are formed side by side.
  logic dir_refuse_illegal, dir_refuse_virtual;

  always_comb begin
    dir_refuse_illegal = 1'b0;
    dir_refuse_virtual = 1'b0;
    if (csr_write_i && (csr_addr_i[11:10] == 2'b11)) begin
      dir_refuse_illegal = 1'b1;                      // read-only address
    end else if (csr_addr_i[9:8] == 2'b11) begin
      dir_refuse_illegal = !in_m;                     // M-level address
    end else if (is_hcounteren) begin
      dir_refuse_illegal = in_u;
      dir_refuse_virtual = in_vs || in_vu;
    end else if (is_scounteren || is_scountovf) begin
      dir_refuse_illegal = in_u;
      dir_refuse_virtual = in_vu || (is_scountovf && cd_scountovf_virtual);  // rule 15
    end else if (is_shadow || is_shadowh) begin
      if (in_hs) begin
        dir_refuse_illegal = !m_en;
      end else if (in_u) begin
        dir_refuse_illegal = !(m_en && s_en);
      end else if (in_vs) begin
        dir_refuse_illegal = !m_en;
        dir_refuse_virtual = m_en && !h_en;
      end else if (in_vu) begin
        dir_refuse_illegal = !m_en;
        dir_refuse_virtual = m_en && !(h_en && s_en);
      end
    end
  end

  assign refuse_illegal = cd_hit ? cd_illegal : dir_refuse_illegal;
  assign refuse_virtual = cd_hit ? cd_virtual : dir_refuse_virtual;

  assign csr_illegal_o = csr_valid_i && csr_hit_o && refuse_illegal;
  assign csr_virtual_o = csr_valid_i && csr_hit_o && refuse_virtual;

  // The two kinds of access never meet (an address delegation owns is no
  // direct one), so a write is one or the other. A delegated one (cd_write)
  // still needs its select's counter checked, for an alias register: that
  // is done at each counter's write strobe (below).
  logic write_ok, dir_write_ok, cd_write;
  assign dir_write_ok = csr_valid_i && csr_write_i && dir_hit && !dir_refuse_illegal && !dir_refuse_virtual;
  assign cd_write     = csr_valid_i && csr_write_i && cd_pass;
  assign write_ok     = dir_write_ok || cd_write;

  // With XLEN=32 a write lands in one half, chosen by the address; with
  // XLEN=64 it writes both. The data is offered in both halves.
  logic        wr_lo, wr_hi;
  logic [63:0] wdata_port, rd;
  assign wr_lo      = !Rv32 || !is_high_half;
  assign wr_hi      = !Rv32 || is_high_half;
  assign wdata_port = Rv32 ? {2{csr_wdata_i[31:0]}} : 64'(csr_wdata_i);

  // ---------------------------------------------------------------------------
  // Control registers: mcountinhibit, mcounteren, scounteren, hcounteren
  // ---------------------------------------------------------------------------
  logic [31:0] mcounteren_d, scounteren_d, hcounteren_d, mcountinhibit_d;
  logic [63:0] inh_keep;

  assign inh_keep = hpm_pkg::keep_hidden(wdata_port, 64'(mcountinhibit_q), cd_hidden);

  always_comb begin
    mcountinhibit_d = mcountinhibit_q;
    mcounteren_d    = mcounteren_q;
    scounteren_d    = scounteren_q;
    hcounteren_d    = hcounteren_q;
    if (write_ok) begin
      if (is_inhibit)    mcountinhibit_d = inh_keep[31:0] & InhibitBits;
      if (is_mcounteren) mcounteren_d    = wdata_port[31:0] & EnableBits;
      if (is_scounteren) scounteren_d    = wdata_port[31:0] & EnableBits;
      if (is_hcounteren) hcounteren_d    = wdata_port[31:0] & EnableBits;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mcountinhibit_q <= '0;
      mcounteren_q    <= '0;
      scounteren_q    <= '0;
      hcounteren_q    <= '0;
    end else begin
      mcountinhibit_q <= mcountinhibit_d;
      mcounteren_q    <= mcounteren_d;
      scounteren_q    <= scounteren_d;
      hcounteren_q    <= hcounteren_d;
    end
  end

  // Rule 10: while stopcount_i is high (Debug Mode with dcsr.stopcount set)
  // no counter counts, as if every bit of mcountinhibit were set; CSR
  // accesses are not affected.
  logic [31:0] count_inhibit;
  assign count_inhibit = mcountinhibit_q | {32{stopcount_i}};

  // ---------------------------------------------------------------------------
  // Write strobes. What a write stores (the RV32 half merge, the bits a
  // delegated view hides, the OP WARL rule of contract rule 4) each
  // register works out against its own value (hpm_pkg::merge_write,
  // keep_hidden, event_write): a merge against the addressed register's
  // value put the read mux, and the decode that steers it, on the path into
  // every counter, the block's longest on an FPGA. The decode only chooses
  // which register takes the value.
  // ---------------------------------------------------------------------------
  logic [63:0] counter_val [32];
  logic [63:0] event_val   [32];
  logic [63:0] mcyclecfg, minstretcfg;
  logic [31:0] lcofi;

  logic        dir_cnt_write, dir_evt_write, dir_cfg_write;
  logic [31:0] addr_onehot, cd_sel_ok, cnt_we, evt_we;

  // A direct write reaches the counter number of its address. A delegated
  // one reaches its select's counter if mcounteren delegates it (rule 14):
  // checked here for each counter number against its own bit, so that the
  // strobes wait for no choice by the select. Time (select 0x41) has no
  // register to write, and its strobes go nowhere. Through
  // sireg2/sireg5, select 0 reaches mcyclecfg, 2 minstretcfg and the others
  // mhpmeventN (rule 13).
  // mhpmcounter/mcycle/minstret, mhpmevent and mcyclecfg/minstretcfg are
  // all M-level read-write addresses, so rule 7 allows their direct write
  // exactly in M-mode: the strobes need not wait for the whole check.
  logic m_write;
  assign m_write       = csr_valid_i && csr_write_i && in_m;
  assign dir_cnt_write = m_write && (dir_mcnt || dir_mcnth);
  assign dir_evt_write = m_write && (dir_event || dir_eventh);
  assign dir_cfg_write = m_write && (dir_cfg || dir_cfgh);
  assign addr_onehot   = 32'b1 << csr_addr_i[4:0];
  assign cd_sel_ok     = (32'b1 << cd_sel) & mcounteren_q;

  // The one write strobe a counter number is formed in a process that only
  // a writing cycle enters: as an assign of its own, Verilator gave each
  // counter a port variable that it formed in every cycle, 58 in all,
  // unless its ordering happened to put them next to this block
  // (docs/soc.md, Simulation speed).
  always_comb begin
    cnt_we = '0;
    evt_we = '0;
    if (dir_cnt_write)             cnt_we = addr_onehot;
    if (cd_write && cd_cnt_view)   cnt_we = cd_sel_ok;
    if (dir_evt_write)             evt_we = addr_onehot;
    if (cd_write && cd_cfg_view)   evt_we = cd_sel_ok;
  end

  // mcyclecfg and minstretcfg: at counter numbers 1 and 2 of their direct
  // addresses, and at selects 0 and 2 of the delegated view.
  logic cyclecfg_we, instretcfg_we;
  assign cyclecfg_we   = wr_hi && ((dir_cfg_write && addr_onehot[1]) ||
                                   (cd_write && cd_cfg_view && cd_sel_ok[hpm_pkg::IdxCycle]));
  assign instretcfg_we = wr_hi && ((dir_cfg_write && addr_onehot[2]) ||
                                   (cd_write && cd_cfg_view && cd_sel_ok[hpm_pkg::IdxInstret]));

  // The fields a write stores (hpm_pkg::Take*). The OP WARL rule of
  // rule 4 works field by field: an unsupported OP keeps its old value
  // while the rest of the same write takes effect, and whether an encoding
  // is legal depends on the data alone.
  logic [hpm_pkg::TakeW-1:0] wr_take;
  always_comb begin
    wr_take[hpm_pkg::TakeLo]   = wr_lo;
    wr_take[hpm_pkg::TakeHi]   = wr_hi;
    wr_take[hpm_pkg::TakeMinh] = wr_hi && !cd_hidden[hpm_pkg::EvtInhLsb + 4];
    wr_take[hpm_pkg::TakeOp0 + 0] = wr_hi && hpm_pkg::op_legal(wdata_port[hpm_pkg::EvtOp0Lsb +: hpm_pkg::OpW]);
    wr_take[hpm_pkg::TakeOp0 + 1] = wr_hi && hpm_pkg::op_legal(wdata_port[hpm_pkg::EvtOp1Lsb +: hpm_pkg::OpW]);
    wr_take[hpm_pkg::TakeOp0 + 2] = wr_hi && hpm_pkg::op_legal(wdata_port[hpm_pkg::EvtOp2Lsb +: hpm_pkg::OpW]);
  end

  // The inhibit bits of mcyclecfg/minstretcfg sit in the high half on RV32,
  // so only a write that holds the high half changes them.
  logic [63:0] cfg_val;
  assign cfg_val = (idx == 5'd1) ? mcyclecfg : minstretcfg;

  // ---------------------------------------------------------------------------
  // Counters. counter_val/event_val are indexed by counter number, as the
  // CSR addresses are: 0 mcycle, 1 time, 2 minstret, 3..31 mhpmcounterN.
  // ---------------------------------------------------------------------------
  hpm_fixed_counter #(
    .INC_W (1),
    .H_EXT (H_EXT)
  ) u_mcycle (
    .clk_i,
    .rst_ni,
    .mode_i      (count_mode),
    .inhibit_i   (count_inhibit[hpm_pkg::IdxCycle]),
    .inc_i       (cycle_i),
    .cnt_we_i    (cnt_we[hpm_pkg::IdxCycle]),
    .wdata_i     (wdata_port),
    .take_i      (wr_take),
    .inh_we_i    (cyclecfg_we),
    .counter_o   (counter_val[hpm_pkg::IdxCycle]),
    .cfg_o       (mcyclecfg)
  );

  hpm_fixed_counter #(
    .INC_W (RET_W),
    .H_EXT (H_EXT)
  ) u_minstret (
    .clk_i,
    .rst_ni,
    .mode_i      (count_mode),
    .inhibit_i   (count_inhibit[hpm_pkg::IdxInstret]),
    .inc_i       (instret_i),
    .cnt_we_i    (cnt_we[hpm_pkg::IdxInstret]),
    .wdata_i     (wdata_port),
    .take_i      (wr_take),
    .inh_we_i    (instretcfg_we),
    .counter_o   (counter_val[hpm_pkg::IdxInstret]),
    .cfg_o       (minstretcfg)
  );

  assign counter_val[hpm_pkg::IdxTime] = time_i;
  assign event_val[0] = '0;
  assign event_val[1] = '0;
  assign event_val[2] = '0;
  assign lcofi[2:0]   = '0;

  for (genvar i = hpm_pkg::FirstHpm; i < 32; i++) begin : gen_hpm
    if (ParamsOk && i < hpm_pkg::FirstHpm + NUM_HPM) begin : gen_impl
      hpm_counter #(
        .HPM_WIDTH  (HPM_WIDTH),
        .NUM_EVENTS (NUM_EVENTS),
        .EVENT_W    (EVENT_W),
        .H_EXT      (H_EXT),
        .EVENT_PIPE (EVENT_PIPE)
      ) u_counter (
        .clk_i,
        .rst_ni,
        .inhibit_i   (count_inhibit[i]),
        .cnt_we_i    (cnt_we[i]),
        .evt_we_i    (evt_we[i]),
        .mode_i      (count_mode),
        .events_i    (events_flat),
        .wdata_i     (wdata_port),
        .take_i      (wr_take),
        .counter_o   (counter_val[i]),
        .event_o     (event_val[i]),
        .lcofi_o     (lcofi[i])
      );
    end else begin : gen_unimpl
      // Rule 8: hardwired to zero, writes ignored.
      assign counter_val[i] = '0;
      assign event_val[i]   = '0;
      assign lcofi[i]       = 1'b0;
    end
  end

  assign lcofi_o = |lcofi;

  // mcountinhibit keeps the low half of its merge, delegation hides only
  // MINH of a cfg or event register, and the strobes and inhibits of
  // counter numbers without a counter go nowhere.
  logic unused_wval;
  assign unused_wval = ^{cnt_we, evt_we, count_inhibit, inh_keep, cd_hidden};

  if (NUM_HPM == 0) begin : gen_no_hpm
    // Without programmable counters the event bus and event writes go nowhere.
    logic unused_events;
    assign unused_events = ^{events_flat, wr_take};
  end

  // ---------------------------------------------------------------------------
  // Read mux: the value before this cycle's update; 0 on a refused access
  // ---------------------------------------------------------------------------
  // Each value is formed only in the branch that reads it, so a simulator
  // gathers the 29 OF bits of scountovf only in a cycle that reads it.
  logic [31:0] overflow_bits;
  logic [63:0] rd_view;

  always_comb begin
    rd            = '0;
    overflow_bits = '0;
    if (is_mcnt || is_mcnth || is_shadow || is_shadowh) rd = counter_val[idx];
    if (is_event || is_eventh)                          rd = event_val[idx];
    if (is_cfg || is_cfgh)    rd = cfg_val;
    if (is_inhibit)           rd = 64'(mcountinhibit_q);
    if (is_mcounteren)        rd = 64'(mcounteren_q);
    if (is_scounteren)        rd = 64'(scounteren_q);
    if (is_hcounteren)        rd = 64'(hcounteren_q);
    if (is_scountovf) begin
      for (int i = 0; i < 32; i++) overflow_bits[i] = event_val[i][hpm_pkg::EvtOf];
      // Rule 7: scountovf shows only the counters the reader may see.
      if (in_m)       rd = {32'b0, overflow_bits};
      else if (in_vs) rd = {32'b0, overflow_bits & mcounteren_q & hcounteren_q};
      else            rd = {32'b0, overflow_bits & mcounteren_q};
    end
    if (!csr_hit_o || refuse_illegal || refuse_virtual) rd = '0;
  end

  // A delegated view reads its hidden bits as 0 (rules 12, 13).
  assign rd_view = rd & ~cd_hidden;

  if (XLEN == 32) begin : gen_rdata32
    assign csr_rdata_o = is_high_half ? rd_view[63:32] : rd_view[31:0];
  end else begin : gen_rdata64
    assign csr_rdata_o = rd_view;
  end

endmodule
