// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// The formal checker of the HPM block and its top (tools/formal proves it):
// the block with every input left free, and the rules of docs/contract.md
// section 1 with the choices docs/hpm.md makes where the contract leaves
// them open (timing, WARL, the order of the access checks, priv_i 2 treated
// as U).
//
// Every expected value is worked out here from those two pages, from the
// block's inputs and its architectural registers before the cycle's update;
// nothing is taken from the RTL's next-state or decode logic, so a mistake
// there shows as a failing property.
//
// Yosys 0.23 parses `bind` but drops it without a word, and it has no
// hierarchical references, so the checker instantiates the block itself,
// and the block's architectural registers reach it through the wires of
// "The block's registers" below, as does each counter's LCOFI request (a
// cut point, see hpm_counter_props). They are deliberately left undriven in
// this file: tools/formal connects each one to the RTL register named in
// tb/formal/probes.txt after flattening, so rtl/ needs no port or code for
// verification.
//
// Conventions tools/formal relies on:
// - Every assert and cover carries a label GROUP__DETAIL. tools/formal
//   proves each GROUP of each configuration on its own and prints one line
//   for it; the list of groups comes from these labels.
// - Groups named inv_* are invariants of the registers (fields that read 0,
//   OP fields that hold a legal encoding). They are contract rules in their
//   own right, and they are what makes the others inductive: each is proven
//   alone first, then assumed while the other groups are proven.
// - Yosys 0.23 has no SVA sequences: a property about the next cycle keeps
//   its expected value in an *_exp_q flop and compares in the next cycle.
// - A label names a cell, which must be unique within a module even across
//   generate blocks, so per-counter properties live in hpm_counter_props and
//   hpm_fixed_counter_props, one instance per counter.
module hpm_props #(
  `HPM_PARAMS
) (
  `HPM_INPUTS
);

  localparam bit Rv32    = (XLEN == 32);
  localparam bit HExt    = (H_EXT != 0);
  // The highest counter number that exists (rule 8).
  localparam int LastHpm = 2 + NUM_HPM;

  // Bits of the 32-bit enable and inhibit registers that exist (rules 2, 8;
  // docs/hpm.md, Enable and inhibit registers): CY, TM, IR and one per
  // programmable counter; TM cannot be inhibited.
  localparam logic [31:0] HpmBits     = 32'(((64'd1 << NUM_HPM) - 64'd1) << 3);
  localparam logic [31:0] EnableBits  = HpmBits | 32'h7;
  localparam logic [31:0] InhibitBits = HpmBits | 32'h5;

  // ---------------------------------------------------------------------------
  // The block
  // ---------------------------------------------------------------------------
  logic [XLEN-1:0] csr_rdata;
  logic            csr_hit, csr_illegal, csr_virtual, lcofi;

  // HPM_FLAT_EVENT_PORT (set by tools/formal) gives events_i this flat layout.
  hpm #(
    `HPM_PASS_PARAMS
  ) u_dut (
    .clk_i,
    .rst_ni,
    .priv_i,
    .virt_i,
    .csr_valid_i,
    .csr_addr_i,
    .csr_write_i,
    .csr_wdata_i,
    .csr_rdata_o   (csr_rdata),
    .csr_hit_o     (csr_hit),
    .csr_illegal_o (csr_illegal),
    .csr_virtual_o (csr_virtual),
    .cycle_i,
    .instret_i,
    .events_i,
    .time_i,
    .stopcount_i,
    .menvcfg_cde_i,
    .siselect_i,
    .vsiselect_i,
    .lcofi_o       (lcofi)
  );

  // ---------------------------------------------------------------------------
  // The block's registers before this cycle's update, driven by tools/formal
  // (tb/formal/probes.txt)
  // ---------------------------------------------------------------------------
  logic [31:0]      mcountinhibit, mcounteren, scounteren, hcounteren;
  logic [63:0]      mcycle, minstret;
  logic [4:0]       mcyclecfg_inh, minstretcfg_inh;  // cfg bits 62:58
  logic [32*64-1:0] hpm_cnt, hpm_evt;                // counter i at bits i*64
  logic [31:0]      hpm_lcofi;                       // each counter's LCOFI request (cut point)
  // With EVENT_PIPE (rule 16), each counter's pipeline registers, at bits
  // i*PipeIncW, i*PipeSelW, i*9: the increment it adds next, and with
  // EVENT_PIPE = 2 the four counts selected and the OP fields of the cycle
  // before.
  localparam int PipeIncW = EVENT_W + 2;
  localparam int PipeSelW = 4 * EVENT_W;
  logic [32*PipeIncW-1:0] hpm_pipe_inc;
  logic [32*PipeSelW-1:0] hpm_pipe_sel;
  logic [32*9-1:0]        hpm_pipe_op;

  // Counter i sits at bits i*64 of the flat vectors, as in the CSR numbering;
  // slots without a counter are 0 and never read.
  for (genvar i = 0; i < 32; i++) begin : gen_probe
    if (i >= 3 && i <= LastHpm) begin : gen_impl
      logic [HPM_WIDTH-1:0] cnt;
      logic [63:0]          evt;
      logic                 lcofi_req;
      assign hpm_cnt[i*64 +: 64] = 64'(cnt);
      assign hpm_evt[i*64 +: 64] = evt;
      assign hpm_lcofi[i]        = lcofi_req;
      if (EVENT_PIPE > 0) begin : gen_pipe
        logic [PipeIncW-1:0] inc;
        assign hpm_pipe_inc[i*PipeIncW +: PipeIncW] = inc;
        if (EVENT_PIPE > 1) begin : gen_two
          logic [PipeSelW-1:0] sel;
          logic [8:0]          op;
          assign hpm_pipe_sel[i*PipeSelW +: PipeSelW] = sel;
          assign hpm_pipe_op[i*9 +: 9]                = op;
        end else begin : gen_one
          assign hpm_pipe_sel[i*PipeSelW +: PipeSelW] = '0;
          assign hpm_pipe_op[i*9 +: 9]                = '0;
        end
      end else begin : gen_no_pipe
        assign hpm_pipe_inc[i*PipeIncW +: PipeIncW] = '0;
        assign hpm_pipe_sel[i*PipeSelW +: PipeSelW] = '0;
        assign hpm_pipe_op[i*9 +: 9]                = '0;
      end
    end else begin : gen_none
      assign hpm_cnt[i*64 +: 64] = '0;
      assign hpm_evt[i*64 +: 64] = '0;
      assign hpm_lcofi[i]        = 1'b0;
      assign hpm_pipe_inc[i*PipeIncW +: PipeIncW] = '0;
      assign hpm_pipe_sel[i*PipeSelW +: PipeSelW] = '0;
      assign hpm_pipe_op[i*9 +: 9]                = '0;
    end
  end

  // ---------------------------------------------------------------------------
  // Environment: every input is free, except that a run starts in reset
  // (every register is unknown before it). Reset may come back at any time.
  // ---------------------------------------------------------------------------
  logic past_valid_q = 1'b0;
  logic past_rst_n_q;
  logic check;

  always_ff @(posedge clk_i) begin
    past_valid_q <= 1'b1;
    past_rst_n_q <= rst_ni;
  end

  always_comb begin
    if (!past_valid_q) env__start_in_reset: assume (!rst_ni);
  end

  // A property about a transition holds for a cycle that counted (out of
  // reset) and the cycle after it, which must not be in reset either:
  // there the asynchronous reset wins.
  assign check = past_valid_q && past_rst_n_q && rst_ni;

  // ---------------------------------------------------------------------------
  // Mode of this cycle (rule 5; docs/hpm.md, Modes)
  // ---------------------------------------------------------------------------
  logic in_m, in_s, in_u, in_vs, in_vu, virt, user_level;
  logic [4:0] mode;

  assign in_m       = (priv_i == 2'd3);
  assign virt       = HExt && virt_i && !in_m;
  assign user_level = (priv_i == 2'd0) || (priv_i == 2'd2);  // reserved 2 is U
  assign in_s       = (priv_i == 2'd1) && !virt;
  assign in_vs      = (priv_i == 2'd1) && virt;
  assign in_u       = user_level && !virt;
  assign in_vu      = user_level && virt;
  // In the order of the inhibit bits MINH 62, SINH 61, UINH 60, VSINH 59,
  // VUINH 58, so that a counter's filter is one AND with them.
  assign mode       = {in_m, in_s, in_u, in_vs, in_vu};

  // ---------------------------------------------------------------------------
  // The block's CSRs (contract, "CSRs the block owns")
  // ---------------------------------------------------------------------------
  logic [11:0] a;
  logic [4:0]  n;
  logic a_mcnt, a_mcnth, a_shadow, a_shadowh, a_inhibit, a_cfg, a_cfgh, a_event, a_eventh;
  logic a_mcen, a_scen, a_hcen, a_ovf, a_high, hit_exp, m_level, read_only;

  assign a         = csr_addr_i;
  assign n         = csr_addr_i[4:0];
  assign a_mcnt    = (a >= 12'hB00) && (a <= 12'hB1F) && (a != 12'hB01);
  assign a_mcnth   = Rv32 && (a >= 12'hB80) && (a <= 12'hB9F) && (a != 12'hB81);
  assign a_shadow  = (a >= 12'hC00) && (a <= 12'hC1F);
  assign a_shadowh = Rv32 && (a >= 12'hC80) && (a <= 12'hC9F);
  assign a_inhibit = (a == 12'h320);
  assign a_cfg     = (a == 12'h321) || (a == 12'h322);
  assign a_cfgh    = Rv32 && ((a == 12'h721) || (a == 12'h722));
  assign a_event   = (a >= 12'h323) && (a <= 12'h33F);
  assign a_eventh  = Rv32 && (a >= 12'h723) && (a <= 12'h73F);
  assign a_mcen    = (a == 12'h306);
  assign a_scen    = (a == 12'h106);
  assign a_hcen    = HExt && (a == 12'h606);
  assign a_ovf     = (a == 12'hDA0);
  assign a_high    = a_mcnth || a_shadowh || a_cfgh || a_eventh;
  assign hit_exp   = a_mcnt || a_mcnth || a_shadow || a_shadowh || a_inhibit || a_cfg ||
                     a_cfgh || a_event || a_eventh || a_mcen || a_scen || a_hcen || a_ovf || d_hit;
  assign m_level   = a_mcnt || a_mcnth || a_inhibit || a_cfg || a_cfgh || a_event ||
                     a_eventh || a_mcen;
  assign read_only = a_shadow || a_shadowh || a_ovf;

  // ---------------------------------------------------------------------------
  // Counter delegation (rules 11-15): the accesses it makes the block's, how
  // it refuses them, and what each view shows of which register. With
  // CDELEG = 0 none of it is the block's.
  // ---------------------------------------------------------------------------
  localparam bit Cdeleg = (CDELEG != 0);
  logic            d_addr, d_sinh, d_sireg, d_vsireg, d_window, d_hit, d_ill, d_virt, d_guest;
  logic            d_cnt_view, d_cfg_view, d_high;
  logic [XLEN-1:0] d_sel;
  logic [4:0]      di;      // the counter a window access shows: select value 0x40 + di
  logic [11:0]     d_reg;   // the alias register, a vsireg* taken as its sireg*
  logic [63:0]     d_target, d_rd;

  // scountinhibit, sireg..sireg6 and vsireg..vsireg6, in any configuration.
  assign d_addr   = (a == 12'h120) || ((a >= 12'h151) && (a <= 12'h157) && (a != 12'h154)) ||
                    ((a >= 12'h251) && (a <= 12'h257) && (a != 12'h254));
  assign d_guest  = in_vs || in_vu;
  assign d_reg    = (a >= 12'h251) ? a - 12'h100 : a;
  assign d_sinh   = Cdeleg && (a == 12'h120);
  assign d_sireg  = Cdeleg && d_addr && (a >= 12'h151) && (a <= 12'h157);
  assign d_vsireg = Cdeleg && HExt && d_addr && (a >= 12'h251);
  // V = 0 selects with siselect; a guest's sireg* are its vsireg*, and
  // vsireg* select with vsiselect. The select value is compared whole.
  assign d_sel    = (d_vsireg || d_guest) ? vsiselect_i : siselect_i;
  assign d_window = (d_sireg || d_vsireg) && (64'(d_sel) >= 64'h40) && (64'(d_sel) <= 64'h5F);
  assign d_hit    = d_sinh || d_window;
  assign di       = d_sel[4:0];
  assign d_cnt_view = (d_reg == 12'h151) || (d_reg == 12'h155);  // sireg, sireg4
  assign d_cfg_view = (d_reg == 12'h152) || (d_reg == 12'h156);  // sireg2, sireg5
  assign d_high   = Rv32 && d_window && ((d_reg == 12'h155) || (d_reg == 12'h156));

  always_comb begin
    d_ill  = 1'b0;
    d_virt = 1'b0;
    if (d_sinh) begin
      // Rule 12.
      if (!menvcfg_cde_i || in_u) d_ill = 1'b1;
      else if (d_guest)           d_virt = 1'b1;
    end else if (d_vsireg) begin
      // Rule 14: M, HS and U may not use the guest's registers; rule 15:
      // the guest's own access is the hypervisor's to emulate.
      d_ill  = !d_guest;
      d_virt = d_guest;
    end else if (in_vs) begin
      // Rule 15, whatever the register, the counter and the enables.
      d_ill  = !menvcfg_cde_i;
      d_virt = menvcfg_cde_i;
    end else if (in_vu) begin
      d_virt = 1'b1;
    end else if (in_u) begin
      d_ill = 1'b1;                                   // an S-level CSR
    end else begin
      // Rule 14 from M and HS.
      d_ill = !menvcfg_cde_i || (d_reg == 12'h153) || (d_reg == 12'h157) ||
              (!Rv32 && ((d_reg == 12'h155) || (d_reg == 12'h156))) || (di == 5'd1) || !mcounteren[di];
    end
  end

  // ---------------------------------------------------------------------------
  // Access (rule 7, in the order of docs/hpm.md)
  // ---------------------------------------------------------------------------
  logic me, se, he, ill_exp, virt_exp, refused, write_ok;

  assign me = mcounteren[n];
  assign se = scounteren[n];
  assign he = hcounteren[n];

  always_comb begin
    ill_exp  = 1'b0;
    virt_exp = 1'b0;
    if (d_hit) begin
      ill_exp  = d_ill;
      virt_exp = d_virt;
    end else if (csr_write_i && read_only) begin
      ill_exp = 1'b1;
    end else if (m_level) begin
      ill_exp = !in_m;
    end else if (a_hcen) begin
      ill_exp  = in_u;
      virt_exp = in_vs || in_vu;
    end else if (a_scen || a_ovf) begin
      ill_exp  = in_u;
      // Rule 15: with delegation enabled a guest's read of scountovf is
      // the hypervisor's to emulate.
      virt_exp = in_vu || (a_ovf && Cdeleg && menvcfg_cde_i && in_vs);
    end else if (a_shadow || a_shadowh) begin
      if (in_s) begin
        ill_exp = !me;
      end else if (in_u) begin
        ill_exp = !(me && se);
      end else if (in_vs) begin
        ill_exp  = !me;
        virt_exp = me && !he;
      end else if (in_vu) begin
        ill_exp  = !me;
        virt_exp = me && !(he && se);
      end
    end
  end

  assign refused  = ill_exp || virt_exp;
  // The only accesses that may change state.
  assign write_ok = csr_valid_i && csr_write_i && hit_exp && !refused;

  always_comb begin
    access__hit: assert (csr_hit == hit_exp);
    access__illegal: assert (csr_illegal == (csr_valid_i && hit_exp && ill_exp));
    access__virtual: assert (csr_virtual == (csr_valid_i && hit_exp && virt_exp));
  end

  // ---------------------------------------------------------------------------
  // Reads (csr_rdata_o: the value before this cycle's update; 0 when refused
  // or not the block's, docs/hpm.md)
  // ---------------------------------------------------------------------------
  logic [32*64-1:0] cnt_all, evt_all;  // the 64-bit image of counter/event i
  logic [31:0]      of_bits;
  logic [63:0]      mcyclecfg, minstretcfg, rd;
  logic [XLEN-1:0]  rd_exp;

  for (genvar i = 0; i < 32; i++) begin : gen_arch
    if (i == 0) begin : gen_cycle
      assign cnt_all[i*64 +: 64] = mcycle;
      assign evt_all[i*64 +: 64] = '0;
    end else if (i == 1) begin : gen_time
      assign cnt_all[i*64 +: 64] = time_i;
      assign evt_all[i*64 +: 64] = '0;
    end else if (i == 2) begin : gen_instret
      assign cnt_all[i*64 +: 64] = minstret;
      assign evt_all[i*64 +: 64] = '0;
    end else if (i <= LastHpm) begin : gen_impl
      // HPM_WIDTH bits; the upper bits read 0.
      assign cnt_all[i*64 +: 64] = 64'(hpm_cnt[i*64 +: HPM_WIDTH]);
      assign evt_all[i*64 +: 64] = hpm_evt[i*64 +: 64];
    end else begin : gen_none
      // Rule 8.
      assign cnt_all[i*64 +: 64] = '0;
      assign evt_all[i*64 +: 64] = '0;
    end
    assign of_bits[i] = evt_all[i*64 + 63];
  end

  // Only the five mode-inhibit bits exist in the cfg registers (rule 2).
  assign mcyclecfg   = {1'b0, mcyclecfg_inh, 58'b0};
  assign minstretcfg = {1'b0, minstretcfg_inh, 58'b0};

  // What a delegated access reaches (rules 12, 13): mcountinhibit through
  // mcounteren, a counter, or mcyclecfg, minstretcfg or an event selector
  // with MINH reading 0.
  always_comb begin
    if (d_sinh) begin
      d_target = 64'(mcountinhibit);
    end else if (d_cnt_view) begin
      d_target = cnt_all[di*64 +: 64];
    end else if (di == 5'd0) begin
      d_target = mcyclecfg;
    end else if (di == 5'd2) begin
      d_target = minstretcfg;
    end else begin
      d_target = evt_all[di*64 +: 64];
    end
    d_rd = d_sinh ? 64'(mcountinhibit & mcounteren) : d_target;
    if (d_cfg_view) d_rd[62] = 1'b0;
  end

  always_comb begin
    rd = '0;
    if (d_hit) begin
      rd = d_rd;
    end else if (a_mcnt || a_mcnth || a_shadow || a_shadowh) begin
      rd = cnt_all[n*64 +: 64];
    end else if (a_event || a_eventh) begin
      rd = evt_all[n*64 +: 64];
    end else if (a_cfg || a_cfgh) begin
      rd = (n == 5'd1) ? mcyclecfg : minstretcfg;
    end else if (a_inhibit) begin
      rd = 64'(mcountinhibit);
    end else if (a_mcen) begin
      rd = 64'(mcounteren);
    end else if (a_scen) begin
      rd = 64'(scounteren);
    end else if (a_hcen) begin
      rd = 64'(hcounteren);
    end else if (a_ovf) begin
      // U and VU are refused; HS sees what mcounteren lets it, VS what
      // mcounteren and hcounteren let it (rule 7).
      if (in_m) begin
        rd = 64'(of_bits);
      end else if (in_vs) begin
        rd = 64'(of_bits & mcounteren & hcounteren);
      end else begin
        rd = 64'(of_bits & mcounteren);
      end
    end
    if (!hit_exp || refused) begin
      rd_exp = '0;
    end else if (Rv32) begin
      rd_exp = XLEN'((a_high || d_high) ? rd[63:32] : rd[31:0]);
    end else begin
      rd_exp = XLEN'(rd);
    end
  end

  always_comb begin
    if (rst_ni && csr_valid_i) csr_read__value: assert (csr_rdata == rd_exp);
  end

  // ---------------------------------------------------------------------------
  // Rule 8: counters that do not exist, seen at the ports alone.
  // ---------------------------------------------------------------------------
  logic [31:0] rdata32;
  assign rdata32 = csr_rdata[31:0];

  always_comb begin
    // M may read them all and write all but the read-only shadows.
    if (rst_ni && csr_valid_i && in_m && !(csr_write_i && read_only) &&
        (a_mcnt || a_mcnth || a_shadow || a_shadowh || a_event || a_eventh) &&
        (32'(n) > LastHpm)) begin
      unimplemented__reads_zero: assert (csr_hit && !csr_illegal && !csr_virtual &&
                                         (csr_rdata == '0));
    end
    if (rst_ni && csr_valid_i && in_m && (a_inhibit || a_mcen || a_scen || a_hcen)) begin
      unimplemented__enable_bits: assert ((rdata32 & ~(a_inhibit ? InhibitBits : EnableBits)) == '0);
    end
  end

  // ---------------------------------------------------------------------------
  // mcountinhibit and the enables: a legal write stores its writable bits
  // (rules 1, 2, 8)
  // ---------------------------------------------------------------------------
  logic [63:0] wdata;  // the value written; with XLEN = 32 in both halves
  logic [31:0] mcountinhibit_exp, mcounteren_exp, scounteren_exp, hcounteren_exp;
  logic [31:0] mcountinhibit_exp_q, mcounteren_exp_q, scounteren_exp_q, hcounteren_exp_q;

  assign wdata = Rv32 ? {2{csr_wdata_i[31:0]}} : 64'(csr_wdata_i);

  // The register a write reaches and what it writes there: the address and
  // the data, or through delegation (rules 12, 13) the register the view
  // shows, its hidden bits keeping their value.
  logic [11:0] w_addr;
  logic [63:0] w_data;
  logic        w_inhibit;

  always_comb begin
    w_addr = a;
    w_data = wdata;
    if (d_sinh) begin
      w_addr = 12'h320;
      w_data[31:0] = (wdata[31:0] & mcounteren) | (mcountinhibit & ~mcounteren);
    end else if (d_window) begin
      if (d_reg == 12'h151) w_addr = 12'hB00 + 12'(di);
      if (d_reg == 12'h155) w_addr = 12'hB80 + 12'(di);
      if (d_reg == 12'h152) w_addr = 12'h320 + 12'((di == 5'd0) ? 5'd1 : di);
      if (d_reg == 12'h156) w_addr = 12'h720 + 12'((di == 5'd0) ? 5'd1 : di);
      if (d_cfg_view) w_data[62] = d_target[62];
    end
  end
  assign w_inhibit = (w_addr == 12'h320);

  assign mcountinhibit_exp = (write_ok && w_inhibit) ? w_data[31:0] & InhibitBits : mcountinhibit;
  assign mcounteren_exp    = (write_ok && a_mcen)    ? wdata[31:0] & EnableBits  : mcounteren;
  assign scounteren_exp    = (write_ok && a_scen)    ? wdata[31:0] & EnableBits  : scounteren;
  assign hcounteren_exp    = (write_ok && a_hcen)    ? wdata[31:0] & EnableBits  : hcounteren;

  always_ff @(posedge clk_i) begin
    mcountinhibit_exp_q <= mcountinhibit_exp;
    mcounteren_exp_q    <= mcounteren_exp;
    scounteren_exp_q    <= scounteren_exp;
    hcounteren_exp_q    <= hcounteren_exp;
  end

  always_comb begin
    if (check) begin
      control_regs__mcountinhibit: assert (mcountinhibit == mcountinhibit_exp_q);
      control_regs__mcounteren: assert (mcounteren == mcounteren_exp_q);
      control_regs__scounteren: assert (scounteren == scounteren_exp_q);
      if (HExt) control_regs__hcounteren: assert (hcounteren == hcounteren_exp_q);
    end
  end

  // Helper invariants: bits that do not exist hold 0 (rules 2, 8).
  always_comb begin
    inv_enable_bits__mcountinhibit: assert ((mcountinhibit & ~InhibitBits) == '0);
    inv_enable_bits__mcounteren: assert ((mcounteren & ~EnableBits) == '0);
    inv_enable_bits__scounteren: assert ((scounteren & ~EnableBits) == '0);
    if (HExt) inv_enable_bits__hcounteren: assert ((hcounteren & ~EnableBits) == '0);
  end

  // ---------------------------------------------------------------------------
  // Rule 9: reset clears every register, at once (asynchronous) and for the
  // first cycle after it.
  // ---------------------------------------------------------------------------
  logic all_zero;
  assign all_zero = (mcountinhibit == '0) && (mcounteren == '0) && (scounteren == '0) &&
                    (!HExt || (hcounteren == '0)) && (mcycle == '0) && (minstret == '0) &&
                    (mcyclecfg_inh == '0) && (minstretcfg_inh == '0) &&
                    (hpm_cnt == '0) && (hpm_evt == '0);

  always_comb begin
    if (!rst_ni) reset_values__async: assert (all_zero);
    if (past_valid_q && !past_rst_n_q) reset_values__after: assert (all_zero);
  end

  // ---------------------------------------------------------------------------
  // The counters
  // ---------------------------------------------------------------------------
  // What the checker of counter i is given whatever the counter: the cycle,
  // its mode, the counter's inhibit bit and this cycle's CSR write. For this
  // file only.
`define HPM_COUNTER_CONTEXT(i) \
      .clk_i, \
      .check_i           (check), \
      .mode_i            (mode), \
      .inhibit_i         (mcountinhibit[i]), \
      .stopcount_i, \
      .inhibit_written_i (write_ok && w_inhibit), \
      .write_ok_i        (write_ok), \
      .csr_addr_i        (w_addr), \
      .wdata_i           (w_data)

  // mcycle and minstret, counters 0 and 2.
  for (genvar i = 0; i < 3; i += 2) begin : gen_fixed
    hpm_fixed_counter_props #(
      `HPM_PASS_PARAMS,
      .IDX (i)
    ) u_fixed_props (
      `HPM_COUNTER_CONTEXT(i),
      .inc_i             ((i == 0) ? RET_W'(cycle_i) : instret_i),
      .cnt_i             (cnt_all[i*64 +: 64]),
      .cfg_inh_i         ((i == 0) ? mcyclecfg_inh : minstretcfg_inh)
    );
  end

  for (genvar i = 3; i < 32; i++) begin : gen_counter
    if (i <= LastHpm) begin : gen_impl
      hpm_counter_props #(
        `HPM_PASS_PARAMS,
        .IDX (i)
      ) u_counter_props (
        `HPM_COUNTER_CONTEXT(i),
        .rst_ni,
        .events_i,
        .cnt_i             (hpm_cnt[i*64 +: HPM_WIDTH]),
        .evt_i             (hpm_evt[i*64 +: 64]),
        .pipe_inc_i        (hpm_pipe_inc[i*PipeIncW +: PipeIncW]),
        .pipe_sel_i        (hpm_pipe_sel[i*PipeSelW +: PipeSelW]),
        .pipe_op_i         (hpm_pipe_op[i*9 +: 9]),
        .rtl_lcofi_i       (hpm_lcofi[i])
      );
    end
  end

  // Rule 6 and docs/hpm.md Timing: lcofi_o is high exactly in a cycle whose
  // increment overflows a counter whose OF was 0, whatever software writes.
  // Proven in two parts, so that each counter is proven alone: each
  // counter's request is that condition (hpm_counter_props,
  // lcofi__counter), and lcofi_o is the OR of the requests and nothing else.
  // Counters that do not exist request nothing.
  always_comb begin
    if (rst_ni) lcofi__port: assert (lcofi == |hpm_lcofi);
  end

  // ---------------------------------------------------------------------------
  // Counter delegation, rule by rule, at the ports (the checks above hold
  // for its accesses too)
  // ---------------------------------------------------------------------------
  logic [XLEN-1:0] d_rd_exp;
  assign d_rd_exp = Rv32 ? XLEN'(d_high ? d_rd[63:32] : d_rd[31:0]) : XLEN'(d_rd);

  always_comb begin
    // Rule 11: what delegation makes the block's, nothing with CDELEG = 0.
    if (d_addr) cdeleg_decode__hit: assert (csr_hit == d_hit);
    if (csr_valid_i && d_sinh) begin
      cdeleg_refuse__scountinhibit: assert ((csr_illegal == d_ill) && (csr_virtual == d_virt));
    end
    if (csr_valid_i && d_window && !d_guest && !d_vsireg) begin
      cdeleg_refuse__window: assert ((csr_illegal == d_ill) && !csr_virtual);
    end
    if (csr_valid_i && d_window && (d_guest || d_vsireg)) begin
      cdeleg_refuse__guest: assert ((csr_illegal == d_ill) && (csr_virtual == d_virt));
    end
    if (csr_valid_i && Cdeleg && a_ovf && !csr_write_i && d_guest) begin
      cdeleg_refuse__scountovf: assert (!csr_illegal && (csr_virtual == (in_vu || menvcfg_cde_i)));
    end
    if (rst_ni && csr_valid_i && d_hit && !d_ill && !d_virt) begin
      cdeleg_view__read: assert (csr_rdata == d_rd_exp);
    end
  end

  // Rules 12, 13: a write through a view leaves what the view hides.
  logic        sinh_written_q, minh_written_q;
  logic [31:0] sinh_old_q, sinh_en_q, sinh_w_q;
  logic [4:0]  minh_di_q;
  logic        minh_old_q;
  logic        minh_now;

  always_ff @(posedge clk_i) begin
    sinh_written_q <= write_ok && d_sinh;
    sinh_old_q     <= mcountinhibit;
    sinh_en_q      <= mcounteren;
    sinh_w_q       <= wdata[31:0];
    minh_written_q <= write_ok && d_window && d_cfg_view;
    minh_di_q      <= di;
    minh_old_q     <= d_target[62];
  end

  always_comb begin
    if (minh_di_q == 5'd0)      minh_now = mcyclecfg_inh[4];
    else if (minh_di_q == 5'd2) minh_now = minstretcfg_inh[4];
    else                        minh_now = hpm_evt[minh_di_q*64 + 62];
  end

  always_comb begin
    if (check && sinh_written_q) begin
      cdeleg_view__scountinhibit: assert (mcountinhibit ==
                                          (((sinh_w_q & sinh_en_q) | (sinh_old_q & ~sinh_en_q)) & InhibitBits));
    end
    if (check && minh_written_q) cdeleg_view__minh_kept: assert (minh_now == minh_old_q);
  end

  // ---------------------------------------------------------------------------
  // Reachability: the proofs are not vacuous
  // ---------------------------------------------------------------------------
  if (NUM_HPM > 0) begin : gen_cover_lcofi
    always_comb begin
      cover__lcofi_pulse: cover (rst_ni && lcofi);
    end
  end
  if (HExt) begin : gen_cover_virtual
    always_comb begin
      cover__virtual_instruction: cover (rst_ni && csr_virtual);
    end
  end
  if (Cdeleg) begin : gen_cover_cdeleg
    always_comb begin
      cover__delegated_counter_write: cover (rst_ni && write_ok && d_window && d_cnt_view);
      if (NUM_HPM > 0) cover__delegated_event_write: cover (rst_ni && write_ok && d_window && d_cfg_view &&
                                                             (di >= 5'd3));
      cover__scountinhibit_write: cover (rst_ni && write_ok && d_sinh && (mcounteren != '0));
    end
  end
  if (Rv32) begin : gen_cover_half
    always_comb begin
      cover__high_half_write: cover (rst_ni && write_ok && a_mcnth);
    end
  end

endmodule

`undef HPM_COUNTER_CONTEXT
