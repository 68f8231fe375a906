// SPDX-License-Identifier: Apache-2.0
// Counter delegation (Smcdeleg/Ssccfg over Sscsrind's indirect access):
// which accesses of the CSR port delegation makes the block's, the access
// check of those, and the register each one reaches (contract rules 11-15).
//
// Delegation adds views and no state. An access it owns is answered as a
// view of a register the block already has: view_o is that register's
// direct address (or its RV32 half's), and hidden_o the bits of it the view
// reads as 0 and leaves as they are on a write. hpm.sv then decodes, reads
// and writes view_o exactly as a direct access, so the update, overflow and
// WARL rules (1, 3, 4, 6) keep their one definition there. viewed_o says
// the address is scountinhibit or an alias register; for every other
// access hpm.sv decodes csr_addr_i, and the outputs are 0. An alias
// register whose select is outside the window has its view, which hpm.sv
// does not use then.
// hpm.sv instantiates it only with CDELEG = 1.
module hpm_cdeleg #(
  parameter int XLEN  = 64,
  parameter int H_EXT = 0
) (
  input  logic [4:0]      mode_i,              // one-hot, hpm_pkg::Mode*
  input  logic [11:0]     csr_addr_i,
  input  logic            menvcfg_cde_i,
  input  logic [XLEN-1:0] siselect_i,
  input  logic [XLEN-1:0] vsiselect_i,
  input  logic [31:0]     mcounteren_i,        // before this cycle's update
  output logic            viewed_o,            // the address is one delegation may own
  output logic [11:0]     view_o,              // ... and the register it shows
  output logic [4:0]      idx_o,               // its counter number, where it has one
  output logic            hit_o,               // delegation makes the access the block's
  output logic [4:0]      sel_o,               // an alias register's counter number (the select's)
  output logic            cnt_view_o,          // ... whose view is the counter (sireg, sireg4)
  output logic            cfg_view_o,          // ... or its cfg/event register (sireg2, sireg5)
  output logic            pass_o,              // an access rules 12 and 14 allow, for an alias
                                               // register if its counter is delegated
  output logic            illegal_o,           // ... and refuses it (meaningful with hit_o)
  output logic            virtual_o,
  output logic [63:0]     hidden_o,            // bits the view hides
  output logic            scountovf_virtual_o  // rule 15: a guest's read of scountovf
);

  localparam bit Rv32 = (XLEN == 32);
  localparam bit HExt = (H_EXT != 0);

  logic            in_u, in_vs, in_vu, guest;
  logic            is_scountinhibit, is_alias, is_sireg, is_vsireg;
  logic            sel_in, vsel_in, window, cfg_view, illegal_base, sel_checked;
  logic [XLEN-1:0] sel;
  logic [4:0]      i, cfg_num;
  logic [11:0]     view;

  assign in_u  = mode_i[hpm_pkg::ModeU];
  assign in_vs = mode_i[hpm_pkg::ModeVs];
  assign in_vu = mode_i[hpm_pkg::ModeVu];
  assign guest = in_vs || in_vu;

  // Rule 11: scountinhibit always; an alias register only while its select
  // value, compared whole, is 0x40-0x5F. A guest's sireg* are its
  // vsireg*, so vsiselect selects them (V is only ever set with H_EXT).
  assign is_scountinhibit = (csr_addr_i == hpm_pkg::CsrScountinhibit);
  assign is_alias  = !csr_addr_i[3] && (csr_addr_i[1:0] != 2'b00);  // 1-3, 5-7
  assign is_sireg  = (csr_addr_i[11:4] == hpm_pkg::CsrSiregHi) && is_alias;
  assign is_vsireg = HExt && (csr_addr_i[11:4] == hpm_pkg::CsrVsiregHi) && is_alias;
  assign sel       = guest ? vsiselect_i : siselect_i;
  assign sel_in    = (sel[XLEN-1:5] == (XLEN-5)'(hpm_pkg::SelectWindow));
  assign vsel_in   = (vsiselect_i[XLEN-1:5] == (XLEN-5)'(hpm_pkg::SelectWindow));
  assign window    = (is_sireg && sel_in) || (is_vsireg && vsel_in);
  assign hit_o     = is_scountinhibit || window;
  assign i         = is_vsireg ? vsiselect_i[4:0] : sel[4:0];

  // Rule 13: what each alias register shows of counter i. mcyclecfg is
  // at 0x321, where mhpmevent0 would be; select 0x41 (time) is refused.
  assign cfg_num  = (i == hpm_pkg::IdxCycle) ? 5'd1 : i;
  assign cfg_view = (csr_addr_i[2:0] == hpm_pkg::Sireg2) || (csr_addr_i[2:0] == hpm_pkg::Sireg5);
  always_comb begin
    unique case (csr_addr_i[2:0])
      hpm_pkg::Sireg:  view = {hpm_pkg::CsrMcounterBlk, i};
      hpm_pkg::Sireg4: view = {hpm_pkg::CsrMcounterhBlk, i};
      hpm_pkg::Sireg2: view = {hpm_pkg::CsrEventBlk, cfg_num};
      hpm_pkg::Sireg5: view = {hpm_pkg::CsrEventhBlk, cfg_num};
      default:         view = csr_addr_i;  // sireg3, sireg6: always refused
    endcase
  end

  // An alias register's view is chosen whatever its select value: view_o
  // then does not wait for the comparison of the whole select, and hpm.sv
  // decodes it beside the address as given, choosing between the two
  // decodes by viewed_o, which depends on the address alone. An access with
  // hit_o clear reaches nothing through its view.
  assign viewed_o = is_scountinhibit || is_sireg || is_vsireg;
  assign view_o   = is_scountinhibit ? hpm_pkg::CsrMcountinhibit : view;
  // The view's counter number, where it has one: mcountinhibit has none and
  // sireg3/sireg6 are refused, so neither needs its own term here, and
  // the number of a view does not wait for the decode of scountinhibit.
  assign idx_o  = (is_sireg || is_vsireg) ? (cfg_view ? cfg_num : i) : csr_addr_i[4:0];

  // Rule 12: scountinhibit shows the delegated bits of mcountinhibit.
  // Rule 13: the cfg views hide MINH.
  always_comb begin
    hidden_o = '0;
    if (is_scountinhibit) begin
      hidden_o = {32'b0, ~mcounteren_i};
    end else if (window && cfg_view) begin
      hidden_o[hpm_pkg::EvtInhLsb + 4] = 1'b1;
    end
  end

  // Rules 12, 14 and 15, in that order; rule 15's guest cases depend on
  // nothing else.
  // The checks of the select's own counter (time, its mcounteren bit) are
  // kept apart (sel_checked): hpm.sv applies them to each counter's write
  // strobe beside its number instead of behind a choice of mcounteren by
  // the select, the longest path into the counters on an FPGA.
  always_comb begin
    illegal_base = 1'b0;
    virtual_o    = 1'b0;
    sel_checked  = 1'b0;
    if (is_scountinhibit) begin
      illegal_base = !menvcfg_cde_i || in_u;
      virtual_o    = menvcfg_cde_i && guest;
    end else if (is_vsireg) begin
      illegal_base = !guest;
      virtual_o    = guest;
    end else if (in_vs) begin
      illegal_base = !menvcfg_cde_i;
      virtual_o    = menvcfg_cde_i;
    end else if (in_vu) begin
      virtual_o = 1'b1;
    end else if (in_u) begin
      illegal_base = 1'b1;
    end else begin
      // M or HS: sireg3 and sireg6 (alias numbers 3, 7), the high halves
      // sireg4 and sireg5 on RV64, and (sel_checked) time and a counter not
      // delegated.
      illegal_base = !menvcfg_cde_i || (csr_addr_i[1:0] == 2'b11) || (csr_addr_i[2] && !Rv32);
      sel_checked  = 1'b1;
    end
  end

  assign illegal_o  = illegal_base || (sel_checked && ((i == hpm_pkg::IdxTime) || !mcounteren_i[i]));
  // An alias register that passes the rest is always in M or HS, where the
  // select's counter is checked (sel_checked); scountinhibit has no select.
  assign pass_o     = hit_o && !illegal_base && !virtual_o;
  assign sel_o      = i;
  assign cnt_view_o = (csr_addr_i[2:0] == hpm_pkg::Sireg) || (csr_addr_i[2:0] == hpm_pkg::Sireg4);
  assign cfg_view_o = cfg_view;

  assign scountovf_virtual_o = menvcfg_cde_i && guest;

  // M and HS are alike here (rule 14): what is neither of the others.
  logic unused_mode;
  assign unused_mode = ^{mode_i[hpm_pkg::ModeM], mode_i[hpm_pkg::ModeS]};

endmodule
