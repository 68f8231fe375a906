// SPDX-License-Identifier: Apache-2.0
// Constants and pure functions shared by every part of the HPM block.
//
// Written in the subset that Verilator, Icarus 11 and Yosys 0.23 all accept:
// no typedefs (Icarus crashes on package enums), items referenced as
// hpm_pkg::name (Yosys rejects imports inside modules).
package hpm_pkg;

  // Machine-level counter CSRs: mcycle 0xB00, minstret 0xB02,
  // mhpmcounter3..31 0xB03..0xB1F; with XLEN=32 their high halves at +0x80.
  localparam logic [6:0] CsrMcounterBlk  = 7'b1011_000;  // 0xB00..0xB1F
  localparam logic [6:0] CsrMcounterhBlk = 7'b1011_100;  // 0xB80..0xB9F
  // Read-only user shadows cycle/time/instret/hpmcounterN and their halves.
  localparam logic [6:0] CsrShadowBlk    = 7'b1100_000;  // 0xC00..0xC1F
  localparam logic [6:0] CsrShadowhBlk   = 7'b1100_100;  // 0xC80..0xC9F
  // mcountinhibit, mcyclecfg, minstretcfg, mhpmevent3..31 share 0x320..0x33F.
  localparam logic [6:0] CsrEventBlk     = 7'b0011_001;  // 0x320..0x33F
  localparam logic [6:0] CsrEventhBlk    = 7'b0111_001;  // 0x720..0x73F

  localparam logic [11:0] CsrMcountinhibit = 12'h320;
  localparam logic [11:0] CsrMcyclecfg     = 12'h321;
  localparam logic [11:0] CsrMinstretcfg   = 12'h322;
  localparam logic [11:0] CsrMcyclecfgh    = 12'h721;
  localparam logic [11:0] CsrMinstretcfgh  = 12'h722;
  localparam logic [11:0] CsrMcounteren    = 12'h306;
  localparam logic [11:0] CsrScounteren    = 12'h106;
  localparam logic [11:0] CsrHcounteren    = 12'h606;
  localparam logic [11:0] CsrScountovf     = 12'hDA0;

  // Counter delegation (CDELEG, contract rules 11-15): scountinhibit, and
  // the indirect alias registers sireg* (0x151-0x157) and, with the
  // hypervisor extension, vsireg* (0x251-0x257), csr_addr_i[11:4] and the
  // alias number csr_addr_i[2:0] (0x154/0x254 is AIA's siph/vsiph).
  localparam logic [11:0] CsrScountinhibit = 12'h120;
  localparam logic [7:0]  CsrSiregHi       = 8'h15;
  localparam logic [7:0]  CsrVsiregHi      = 8'h25;
  localparam logic [2:0]  Sireg            = 3'd1;
  localparam logic [2:0]  Sireg2           = 3'd2;
  localparam logic [2:0]  Sireg4           = 3'd5;
  localparam logic [2:0]  Sireg5           = 3'd6;
  // The select values 0x40-0x5F that show counter 0x40 + i: bits XLEN-1:5
  // of the select value hold 2.
  localparam int          SelectWindow     = 2;

  // Counter numbers inside a block (csr_addr_i[4:0]).
  localparam logic [4:0] IdxCycle   = 5'd0;
  localparam logic [4:0] IdxTime    = 5'd1;
  localparam logic [4:0] IdxInstret = 5'd2;
  localparam int         FirstHpm   = 3;

  // mhpmevent fields (contract rule 3). The five inhibit bits 62:58 are also
  // the layout of mcyclecfg/minstretcfg (Smcntrpmf).
  localparam int EvtOf      = 63;
  localparam int EvtInhLsb  = 58;   // VUINH 58, VSINH 59, UINH 60, SINH 61, MINH 62
  localparam int EvtOp2Lsb  = 50;
  localparam int EvtOp1Lsb  = 45;
  localparam int EvtOp0Lsb  = 40;
  localparam int EvtSelW    = 10;   // EVENTx is 10 bits at 10*x
  localparam int OpW        = 5;

  // Combiner operations (contract rule 4).
  localparam logic [OpW-1:0] OpOr  = 5'd0;
  localparam logic [OpW-1:0] OpAnd = 5'd1;
  localparam logic [OpW-1:0] OpXor = 5'd2;
  localparam logic [OpW-1:0] OpAdd = 5'd4;

  // A mode is one-hot in the order of the inhibit bits, so "this counter is
  // inhibited in the current mode" is one AND-reduce.
  localparam int ModeVu = 0;
  localparam int ModeVs = 1;
  localparam int ModeU  = 2;
  localparam int ModeS  = 3;
  localparam int ModeM  = 4;

  // Writable inhibit bits: VS/VU exist only with the hypervisor extension.
  function automatic logic [4:0] inh_mask(input logic h_ext);
    inh_mask = h_ext ? 5'b11111 : 5'b11100;
  endfunction

  // The bits of mhpmevent a write can set (rule 3): OF, the inhibit bits
  // (VS/VU only with the hypervisor extension), the three OP fields without
  // their bits 4:3, which no legal encoding (0, 1, 2, 4) sets, and the four
  // event selects. The others read 0 and are not stored.
  function automatic logic [63:0] evt_writable(input logic h_ext);
    evt_writable = {1'b1, inh_mask(h_ext), 3'b000, {3{5'b00111}}, 40'hff_ffff_ffff};
  endfunction

  // Contract rule 5: a counter counts only if the inhibit bit of the mode of
  // this same cycle is clear.
  function automatic logic mode_inhibited(input logic [4:0] inh, input logic [4:0] mode);
    mode_inhibited = |(inh & mode);
  endfunction

  // WARL rule for OP_TYPEx: only the four defined encodings are stored.
  function automatic logic op_legal(input logic [OpW-1:0] op);
    op_legal = (op == OpOr) || (op == OpAnd) || (op == OpXor) || (op == OpAdd);
  endfunction

  // Counts are at most 8 bits; R0/R1 need 9 and R2 10 bits because ADD keeps
  // its carry (R2 can reach 4*255), so one width serves all three stages.
  localparam int CountW = 10;

  // The value a 64-bit register takes when written: with XLEN=32 the write
  // strobes select one half and the other keeps its pre-cycle value; with
  // XLEN=64 both strobes are set. wdata carries the write data in both halves.
  function automatic logic [63:0] merge_write(input logic [63:0] old,
                                              input logic [63:0] wdata,
                                              input logic        wr_lo,
                                              input logic        wr_hi);
    merge_write[31:0]  = wr_lo ? wdata[31:0]  : old[31:0];
    merge_write[63:32] = wr_hi ? wdata[63:32] : old[63:32];
  endfunction

  // The bits a delegated view hides keep the register's value (rules 12,
  // 13): hidden is 0 for a direct access.
  function automatic logic [63:0] keep_hidden(input logic [63:0] new_val, input logic [63:0] old_val,
                                              input logic [63:0] hidden);
    keep_hidden = (new_val & ~hidden) | (old_val & hidden);
  endfunction

  // Which fields of a 64-bit register a write stores from the write data;
  // the others keep their value. The merge of a write is formed in each
  // register against its own value (hpm_counter.sv, hpm_fixed_counter.sv)
  // from these few strobes, which the block forms once from the address
  // and the data. A counter uses the halves, a cfg register MINH too, and
  // mhpmevent every field.
  // (A vector with named bits rather than a packed struct: Icarus 11
  // fails an assertion on a package struct used as a function argument.)
  localparam int TakeLo   = 0;  // the low half
  localparam int TakeHi   = 1;  // the other bits of the high half
  localparam int TakeOp0  = 2;  // OP_TYPE0..2 (TakeOp0 + x): the high half, if the encoding is legal (rule 4)
  localparam int TakeMinh = 5;  // MINH: the high half, unless a delegated view hides it (rule 13)
  localparam int TakeW    = 6;

  function automatic logic [63:0] event_write(input logic [63:0] old, input logic [63:0] wdata,
                                              input logic [TakeW-1:0] take);
    event_write[31:0]  = take[TakeLo] ? wdata[31:0] : old[31:0];
    event_write[63:32] = take[TakeHi] ? wdata[63:32] : old[63:32];
    event_write[EvtOp0Lsb +: OpW] = take[TakeOp0] ? wdata[EvtOp0Lsb +: OpW] : old[EvtOp0Lsb +: OpW];
    event_write[EvtOp1Lsb +: OpW] = take[TakeOp0 + 1] ? wdata[EvtOp1Lsb +: OpW] : old[EvtOp1Lsb +: OpW];
    event_write[EvtOp2Lsb +: OpW] = take[TakeOp0 + 2] ? wdata[EvtOp2Lsb +: OpW] : old[EvtOp2Lsb +: OpW];
    event_write[EvtInhLsb + 4]    = take[TakeMinh] ? wdata[EvtInhLsb + 4] : old[EvtInhLsb + 4];
  endfunction

endpackage
