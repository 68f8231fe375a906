// SPDX-License-Identifier: Apache-2.0
// Privileged state of the hart and everything decided at commit: CSR
// accesses (the counter CSRs are the HPM block's, reached through hpm_*),
// exceptions, interrupts, trap entry, mret/sret and WFI; and the state of
// Smcsrind/Sscsrind and menvcfg.CDE that the HPM block's counter
// delegation reads (Smcdeleg/Ssccfg, docs/integration.md).
//
// One instruction commits per cycle, in the writeback stage. This unit says
// whether it retires or traps, and where fetch must restart.
module core_csr #(
  parameter int          XLEN        = 64,
  // The hart's identity; the SoC passes its own (rtl/soc/soc.def).
  parameter logic [31:0] MVENDORID   = 32'h0000_0000,
  parameter logic [31:0] MARCHID     = 32'h0000_0000,
  parameter logic [31:0] MIMPID      = 32'h0000_0000,
  parameter int          HART_ID     = 0,             // mhartid
  // satp fields: Sv39 on RV64, Sv32 on RV32
  localparam int         AsidW       = (XLEN == 64) ? 16 : 9,
  localparam int         PpnW        = (XLEN == 64) ? 44 : 22
) (
  input  logic                        clk_i,
  input  logic                        rst_ni,

  // The instruction in the writeback stage.
  input  logic                        commit_valid_i,
  input  logic [XLEN-1:0]             commit_pc_i,
  input  logic [31:0]                 commit_instr_i,
  input  logic                        commit_exc_i,      // raised in an earlier stage
  input  logic [4:0]                  commit_cause_i,
  input  logic [XLEN-1:0]             commit_tval_i,
  input  logic                        commit_csr_i,
  input  logic [1:0]                  commit_csr_op_i,   // 1 RW, 2 RS, 3 RC
  input  logic                        commit_csr_write_i,
  input  logic [XLEN-1:0]             commit_csr_operand_i,
  input  logic [2:0]                  commit_sys_i,
  input  logic                        commit_mem_done_i, // a load/store that made its bus access in MEM

  // Interrupt lines.
  input  logic                        irq_software_i,    // CLINT msip
  input  logic                        irq_timer_i,       // CLINT mtime >= mtimecmp
  input  logic                        irq_external_i,

  // The HPM block's CSR port.
  output logic                        hpm_csr_valid_o,
  output logic [11:0]                 hpm_csr_addr_o,
  output logic                        hpm_csr_write_o,
  output logic [XLEN-1:0]             hpm_csr_wdata_o,
  input  logic [XLEN-1:0]             hpm_csr_rdata_i,
  input  logic                        hpm_csr_hit_i,
  input  logic                        hpm_csr_illegal_i,
  input  logic                        hpm_lcofi_i,

  // Outcome of the commit.
  output logic                        retire_o,          // completes without trapping
  output logic                        trap_o,            // becomes an exception or interrupt
  output logic                        interrupt_o,       // the trap is an interrupt
  output logic                        redirect_o,        // fetch restarts at redirect_pc_o
  output logic [XLEN-1:0]             redirect_pc_o,
  output logic [XLEN-1:0]             csr_rdata_o,       // rd of a CSR instruction
  output logic                        wfi_halt_o,        // the hart is halted in WFI

  // State the pipeline needs.
  output logic [1:0]                  priv_o,
  output logic [1:0]                  data_priv_o,       // loads/stores: MPRV applies
  output logic                        paging_o,          // satp.MODE is Sv39 / Sv32
  output logic [AsidW-1:0]            satp_asid_o,
  output logic [PpnW-1:0]             satp_ppn_o,
  output logic                        sum_o,
  output logic                        mxr_o,
  output logic [core_pkg::PmpEntries*8-1:0]    pmp_cfg_o,
  output logic [core_pkg::PmpEntries*XLEN-1:0] pmp_addr_o,

  // What the HPM block's counter delegation reads of this CSR file, the
  // values before this cycle's update.
  output logic                        menvcfg_cde_o,
  output logic [XLEN-1:0]             siselect_o
);

  localparam bit Rv32       = (XLEN == 32);
  localparam int IrqW       = core_pkg::IrqW;
  localparam int PmpEntries = core_pkg::PmpEntries;
  localparam int PmpIdxW    = $clog2(PmpEntries);
  localparam int SatpModeW  = XLEN - AsidW - PpnW;  // 4 on RV64, 1 on RV32
  localparam logic [SatpModeW-1:0] SatpPaged = SatpModeW'(Rv32 ? core_pkg::SatpSv32 : core_pkg::SatpSv39);

  // ------------------------------------------------------------------ state
  // Each register is one core_flop, whose enable is the condition under
  // which the register changes: a CSR write, a trap, an xRET. Its d_i is
  // the value it then takes; a CSR's is the written value made legal
  // (WARL). A new CSR is a number and its fields in core_pkg, an arm of the
  // read case below and one register here.
  //
  // The privilege and mstatus's fields change together (trap entry, mret,
  // sret), so they are one record.
  typedef struct packed {
    logic [1:0] priv;
    logic [1:0] mpp;
    logic       spp, mie, sie, mpie, spie, mprv, sum, mxr, tvm, tw, tsr;
  } status_t;
  localparam int StatusW = 2 + 2 + 11;  // $bits(status_t), see core_flop
  // After reset: M-mode, MPP M, everything else 0.
  localparam logic [StatusW-1:0] StatusReset = {core_pkg::PrivM, core_pkg::PrivM, 11'b0};
  status_t status_q, status_d;
  // The register itself is a plain vector, the record a view of it: a
  // simulator then keeps the register under its own name (soc-sim writes
  // the state of a checkpoint into it, tb/soc/soc_restore.cpp).
  logic [StatusW-1:0] status_bits;
  assign status_q = status_bits;

  // The CSRs that each level a trap goes to, S and M, has one of, by
  // level (LvlS, LvlM) and CSR (Lc*): xtvec, xscratch, and the xepc, xcause
  // and xtval that a trap to the level writes. Their registers are one
  // generate loop below, for both levels. Unpacked: one 64-bit value a
  // register in the simulator, not a wide vector gathered in every cycle.
  localparam int LvlS = 0;
  localparam int LvlM = 1;
  localparam int LcTvec = 0, LcScratch = 1, LcEpc = 2, LcCause = 3, LcTval = 4, LevelCsrs = 5;
  logic [XLEN-1:0] level_q [2][LevelCsrs];

  logic [XLEN-1:0] medeleg_q;
  logic [IrqW-1:0] mideleg_q, mie_q, mip_sw_q;  // mip_sw: the software-writable pending bits
  logic            fiom_q;
  logic            cde_q;       // menvcfg.CDE
  logic [XLEN-1:0] siselect_q;
  logic            paging_q;
  logic [AsidW-1:0] asid_q;
  logic [PpnW-1:0] satp_ppn_q;
  logic [PmpEntries*8-1:0]    pmpcfg_q;   // entry i at bits 8i+7:8i
  logic [PmpEntries*XLEN-1:0] pmpaddr_q;
  logic            wfi_q;

  logic [IrqW-1:0] mip;
  assign mip = (mip_sw_q & core_pkg::MipWrite) |
               (IrqW'(irq_software_i) << core_pkg::IrqMsi) |
               (IrqW'(irq_timer_i) << core_pkg::IrqMti) |
               (IrqW'(irq_external_i) << core_pkg::IrqMei);

  // -------------------------------------------------------- status images
  // Built at 64 bits; RV32 keeps the low half (UXL/SXL exist only on RV64,
  // where they read 64-bit U and S modes).
  localparam logic [63:0] SstatusView = (64'd1 << core_pkg::MstatusSie) | (64'd1 << core_pkg::MstatusSpie) |
                                        (64'd1 << core_pkg::MstatusSpp) | (64'd1 << core_pkg::MstatusSum) |
                                        (64'd1 << core_pkg::MstatusMxr) | (64'd3 << core_pkg::MstatusUxl);
  logic [63:0] mstatus64, sstatus64;
  always_comb begin
    mstatus64 = '0;
    mstatus64[core_pkg::MstatusSie]       = status_q.sie;
    mstatus64[core_pkg::MstatusMie]       = status_q.mie;
    mstatus64[core_pkg::MstatusSpie]      = status_q.spie;
    mstatus64[core_pkg::MstatusMpie]      = status_q.mpie;
    mstatus64[core_pkg::MstatusSpp]       = status_q.spp;
    mstatus64[core_pkg::MstatusMpp +: 2]  = status_q.mpp;
    mstatus64[core_pkg::MstatusMprv]      = status_q.mprv;
    mstatus64[core_pkg::MstatusSum]       = status_q.sum;
    mstatus64[core_pkg::MstatusMxr]       = status_q.mxr;
    mstatus64[core_pkg::MstatusTvm]       = status_q.tvm;
    mstatus64[core_pkg::MstatusTw]        = status_q.tw;
    mstatus64[core_pkg::MstatusTsr]       = status_q.tsr;
    mstatus64[core_pkg::MstatusUxl +: 2]  = Rv32 ? 2'b00 : core_pkg::Xl64;
    mstatus64[core_pkg::MstatusSxl +: 2]  = Rv32 ? 2'b00 : core_pkg::Xl64;
    // sstatus is a view of mstatus: SIE, SPIE, SPP, SUM, MXR and UXL.
    sstatus64 = mstatus64 & SstatusView;
  end

  logic [XLEN-1:0] mstatus, sstatus;
  assign mstatus = XLEN'(mstatus64);
  assign sstatus = XLEN'(sstatus64);
  if (XLEN == 32) begin : gen_status_unused
    logic unused_status_high;
    assign unused_status_high = ^{mstatus64[63:32], sstatus64[63:32]};
  end

  // menvcfg, built at 64 bits as mstatus is: RV32's menvcfgh is its top half.
  logic [63:0] menvcfg64;
  always_comb begin
    menvcfg64 = '0;
    menvcfg64[core_pkg::MenvcfgFiom] = fiom_q;
    menvcfg64[core_pkg::MenvcfgCde]  = cde_q;
  end

  logic [XLEN-1:0] satp, misa;
  assign satp = {paging_q ? SatpPaged : SatpModeW'(core_pkg::SatpBare), asid_q, satp_ppn_q};
  assign misa = {Rv32 ? core_pkg::Xl32 : core_pkg::Xl64, (XLEN-2)'(core_pkg::MisaExtensions)};

  // ---------------------------------------------------------- CSR decode
  logic [11:0]     addr;
  logic            own_exists, own_read_only, own_priv_ok, own_illegal;
  logic [XLEN-1:0] own_rdata;
  logic            pmpcfg_sel, pmpaddr_sel, pmpcfg_any, pmpaddr_any;
  logic [PmpIdxW-1:0] pmp_index;

  // The CSRs of all 64 PMP entries exist (the privileged spec: 0, 16 or 64
  // entries, the lowest first, every field WARL): those of entries past
  // PmpEntries read 0 and ignore writes. _sel: an implemented entry's.
  assign addr        = commit_instr_i[31:20];
  assign pmpcfg_any  = (addr[11:4] == core_pkg::CsrPmpcfgBlk) && (Rv32 || !addr[0]);
  assign pmpaddr_any = (addr >= {core_pkg::CsrPmpaddrBlk, 4'h0}) && (addr <= 12'h3EF);
  assign pmpcfg_sel  = pmpcfg_any && (32'(addr[3:0]) * 4 < PmpEntries);
  assign pmpaddr_sel = pmpaddr_any && (32'(addr) - 32'({core_pkg::CsrPmpaddrBlk, 4'h0}) < PmpEntries);
  assign pmp_index   = addr[PmpIdxW-1:0];

  // The entry whose configuration is byte b of pmpcfg CSR cfg_csr:
  // pmpcfg0..3 hold 4 entries each on RV32; on RV64 pmpcfg0 and pmpcfg2
  // hold 8 each.
  function automatic int pmpcfg_entry(input logic [1:0] cfg_csr, input int b);
    pmpcfg_entry = (XLEN == 32) ? 4 * 32'(cfg_csr) + b : 8 * 32'(cfg_csr[1]) + b;
  endfunction

  // Decoded only when a CSR instruction commits, the one time its result is
  // used: a simulator would otherwise run this case on every instruction.
  always_comb begin
    own_exists = 1'b1;
    own_rdata  = '0;
    if (commit_csr_i) begin
      unique case (addr)
        core_pkg::CsrMstatus: own_rdata = mstatus;
        core_pkg::CsrMisa: own_rdata = misa;
        core_pkg::CsrMedeleg: own_rdata = medeleg_q;
        core_pkg::CsrMideleg: own_rdata = XLEN'(mideleg_q);
        core_pkg::CsrMie: own_rdata = XLEN'(mie_q);
        core_pkg::CsrMtvec: own_rdata = level_q[LvlM][LcTvec];
        core_pkg::CsrMenvcfg: own_rdata = XLEN'(menvcfg64);
        core_pkg::CsrMscratch: own_rdata = level_q[LvlM][LcScratch];
        core_pkg::CsrMepc: own_rdata = level_q[LvlM][LcEpc];
        core_pkg::CsrMcause: own_rdata = level_q[LvlM][LcCause];
        core_pkg::CsrMtval: own_rdata = level_q[LvlM][LcTval];
        core_pkg::CsrMip: own_rdata = XLEN'(mip);
        core_pkg::CsrSstatus: own_rdata = sstatus;
        core_pkg::CsrSie: own_rdata = XLEN'(IrqW'(mie_q & mideleg_q));
        core_pkg::CsrStvec: own_rdata = level_q[LvlS][LcTvec];
        core_pkg::CsrSscratch: own_rdata = level_q[LvlS][LcScratch];
        core_pkg::CsrSepc: own_rdata = level_q[LvlS][LcEpc];
        core_pkg::CsrScause: own_rdata = level_q[LvlS][LcCause];
        core_pkg::CsrStval: own_rdata = level_q[LvlS][LcTval];
        core_pkg::CsrSip: own_rdata = XLEN'(IrqW'(mip & mideleg_q));
        core_pkg::CsrSatp: own_rdata = satp;
        // Smcsrind/Sscsrind. siselect keeps every value (WARL, all legal).
        // The only select values implemented at S level are counter
        // delegation's 0x40-0x5F, whose sireg* accesses the HPM block
        // answers (hpm_csr_hit_i); this decode sees sireg* only for every
        // other value, and refuses it with an illegal instruction, as
        // Sscsrind recommends for a value that is not implemented.
        core_pkg::CsrSiselect: own_rdata = siselect_q;
        core_pkg::CsrSireg, core_pkg::CsrSireg2, core_pkg::CsrSireg3,
        core_pkg::CsrSireg4, core_pkg::CsrSireg5, core_pkg::CsrSireg6: own_exists = 1'b0;
        // No extension the core has uses miselect (Smcdeleg uses only
        // siselect), so it is read-only 0 (Smcsrind allows it) and 0
        // selects nothing: mireg* always raise an illegal instruction,
        // Smcsrind's recommendation for a value that is not implemented.
        core_pkg::CsrMiselect: own_rdata = '0;
        core_pkg::CsrMireg, core_pkg::CsrMireg2, core_pkg::CsrMireg3,
        core_pkg::CsrMireg4, core_pkg::CsrMireg5, core_pkg::CsrMireg6: own_exists = 1'b0;
        // No trigger: tselect holds only 0, tdata1 there reads type 0 (no
        // trigger) and ignores writes, as do tdata2/3; tinfo reads 1, the
        // value for a trigger that does not exist.
        core_pkg::CsrTselect, core_pkg::CsrTdata1, core_pkg::CsrTdata2, core_pkg::CsrTdata3:
          own_rdata = '0;
        core_pkg::CsrTinfo: own_rdata = XLEN'(1);
        core_pkg::CsrMvendorid: own_rdata = XLEN'(MVENDORID);
        core_pkg::CsrMconfigptr: own_rdata = '0;
        core_pkg::CsrMhartid: own_rdata = XLEN'(HART_ID);
        core_pkg::CsrMarchid: own_rdata = XLEN'(MARCHID);
        core_pkg::CsrMimpid: own_rdata = XLEN'(MIMPID);
        core_pkg::CsrMstatush: own_exists = Rv32;  // all zero
        core_pkg::CsrMenvcfgh: begin
          own_exists = Rv32;
          own_rdata  = XLEN'(menvcfg64 >> 32);
        end
        default: begin
          own_exists = pmpcfg_any || pmpaddr_any;
          if (pmpcfg_sel) begin
            for (int b = 0; b < XLEN / 8; b++) begin
              own_rdata[8*b +: 8] = pmpcfg_q[8*pmpcfg_entry(addr[1:0], b) +: 8];
            end
          end
          if (pmpaddr_sel) own_rdata = pmpaddr_q[XLEN*pmp_index +: XLEN];
        end
      endcase
    end
  end

  assign own_read_only = (addr[core_pkg::CsrAddrRo +: 2] == 2'b11);
  assign own_priv_ok   = (status_q.priv >= addr[core_pkg::CsrAddrPriv +: 2]) &&
                         !(addr == core_pkg::CsrSatp && status_q.priv == core_pkg::PrivS && status_q.tvm);
  assign own_illegal   = !own_exists || !own_priv_ok || (own_read_only && commit_csr_write_i);

  // ------------------------------------------------------ interrupt choice
  logic [IrqW-1:0] pending, to_m, to_s, chosen_set;
  logic        m_global, s_global;
  logic [3:0]  irq_code;
  logic        irq_take, irq_to_s;

  assign pending  = mip & mie_q & core_pkg::IrqAll;
  assign m_global = (status_q.priv != core_pkg::PrivM) || status_q.mie;
  assign s_global = (status_q.priv == core_pkg::PrivU) || (status_q.priv == core_pkg::PrivS && status_q.sie);
  assign to_m     = pending & ~mideleg_q & {IrqW{m_global}};
  assign to_s     = pending & mideleg_q & {IrqW{s_global}};
  // Interrupts to M-mode outrank those to S-mode.
  assign chosen_set = (to_m != '0) ? to_m : to_s;
  assign irq_to_s   = (to_m == '0) && (to_s != '0);

  always_comb begin
    irq_take = 1'b1;
    // Fixed priority: MEI, MSI, MTI, SEI, SSI, STI, LCOFI.
    if      (chosen_set[core_pkg::IrqMei])   irq_code = 4'(core_pkg::IrqMei);
    else if (chosen_set[core_pkg::IrqMsi])   irq_code = 4'(core_pkg::IrqMsi);
    else if (chosen_set[core_pkg::IrqMti])   irq_code = 4'(core_pkg::IrqMti);
    else if (chosen_set[core_pkg::IrqSei])   irq_code = 4'(core_pkg::IrqSei);
    else if (chosen_set[core_pkg::IrqSsi])   irq_code = 4'(core_pkg::IrqSsi);
    else if (chosen_set[core_pkg::IrqSti])   irq_code = 4'(core_pkg::IrqSti);
    else if (chosen_set[core_pkg::IrqLcofi]) irq_code = 4'(core_pkg::IrqLcofi);
    else begin
      irq_code = '0;
      irq_take = 1'b0;
    end
  end

  // ------------------------------------------------- commit-time exceptions
  logic       is_csr, is_ecall, is_ebreak, is_mret, is_sret, is_wfi, is_sfence;
  logic       sys_illegal, csr_illegal;
  logic       exc;
  logic [4:0] exc_cause;
  logic [XLEN-1:0] exc_tval;

  assign is_csr    = commit_csr_i;
  assign is_ecall  = commit_sys_i == core_pkg::SysEcall;
  assign is_ebreak = commit_sys_i == core_pkg::SysEbreak;
  assign is_mret   = commit_sys_i == core_pkg::SysMret;
  assign is_sret   = commit_sys_i == core_pkg::SysSret;
  assign is_wfi    = commit_sys_i == core_pkg::SysWfi;
  assign is_sfence = commit_sys_i == core_pkg::SysSfence;

  assign csr_illegal = is_csr && (hpm_csr_hit_i ? hpm_csr_illegal_i : own_illegal);
  // mret needs M; sret needs S (and TSR clear in S); wfi is illegal in U and,
  // with TW, in S; sfence.vma is illegal in U and, with TVM, in S.
  assign sys_illegal =
      (is_mret   && status_q.priv != core_pkg::PrivM) ||
      (is_sret   && (status_q.priv == core_pkg::PrivU || (status_q.priv == core_pkg::PrivS && status_q.tsr))) ||
      (is_wfi    && (status_q.priv == core_pkg::PrivU || (status_q.priv == core_pkg::PrivS && status_q.tw))) ||
      (is_sfence && (status_q.priv == core_pkg::PrivU || (status_q.priv == core_pkg::PrivS && status_q.tvm)));

  always_comb begin
    exc       = 1'b1;
    exc_tval  = '0;
    exc_cause = core_pkg::ExcIllegal;
    if (commit_exc_i) begin
      exc_cause = commit_cause_i;
      exc_tval  = commit_tval_i;
    end else if (csr_illegal || sys_illegal) begin
      exc_cause = core_pkg::ExcIllegal;
      exc_tval  = XLEN'(commit_instr_i);
    end else if (is_ecall) begin
      exc_cause = (status_q.priv == core_pkg::PrivU) ? core_pkg::ExcEcallU
                : (status_q.priv == core_pkg::PrivS) ? core_pkg::ExcEcallS : core_pkg::ExcEcallM;
    end else if (is_ebreak) begin
      exc_cause = core_pkg::ExcBreakpoint;
      exc_tval  = commit_pc_i;
    end else begin
      exc = 1'b0;
    end
  end

  // ------------------------------------------------------- commit outcome
  logic take_irq, take_exc, trap_to_s;
  logic [4:0] trap_cause;

  // An interrupt is taken in place of the committing instruction, before any
  // of its effects; it outranks the instruction's own exception. A load or
  // store has already made its bus access, which must not happen twice (a
  // UART write, a CLINT msip write): it retires and the interrupt waits for
  // the next commit.
  assign take_irq   = commit_valid_i && irq_take && !wfi_q && !commit_mem_done_i;
  assign take_exc   = commit_valid_i && !take_irq && exc;
  assign trap_o     = take_irq || take_exc;
  assign interrupt_o = take_irq;
  assign retire_o   = commit_valid_i && !trap_o;
  assign trap_cause = take_irq ? 5'(irq_code) : exc_cause;
  assign trap_to_s  = (status_q.priv != core_pkg::PrivM) &&
                      (take_irq ? irq_to_s : medeleg_q[$clog2(XLEN)'(exc_cause)]);

  // The HPM sees the access only if the instruction really executes.
  logic csr_go;
  assign csr_go          = commit_valid_i && is_csr && !commit_exc_i && !take_irq;
  assign hpm_csr_valid_o = csr_go;
  assign hpm_csr_addr_o  = addr;
  assign hpm_csr_write_o = commit_csr_write_i;

  // Read-modify-write value for both this unit's CSRs and the HPM's.
  logic [XLEN-1:0] old_value, new_value;
  assign old_value = hpm_csr_hit_i ? hpm_csr_rdata_i : own_rdata;
  always_comb begin
    unique case (commit_csr_op_i)
      2'b10:   new_value = old_value | commit_csr_operand_i;
      2'b11:   new_value = old_value & ~commit_csr_operand_i;
      default: new_value = commit_csr_operand_i;
    endcase
  end
  assign hpm_csr_wdata_o = new_value;
  assign csr_rdata_o     = old_value;

  logic own_write;
  assign own_write = csr_go && commit_csr_write_i && !csr_illegal && !hpm_csr_hit_i;
  // The CSR this commit writes, under a valid bit: a register's enable is
  // one comparison with {1'b1, its number}, which a simulator evaluates in
  // every cycle.
  logic [12:0] write_csr;
  assign write_csr = {own_write, addr};

  logic [XLEN-1:0] trap_tvec, vector_base;
  assign trap_tvec = trap_to_s ? level_q[LvlS][LcTvec] : level_q[LvlM][LcTvec];
  always_comb begin
    redirect_o    = 1'b0;
    // Behind a serializing instruction: all are 32-bit (c.ebreak traps).
    redirect_pc_o = commit_pc_i + XLEN'(4);
    if (trap_o) begin
      redirect_o  = 1'b1;
      vector_base = {trap_tvec[XLEN-1:core_pkg::TvecBase], core_pkg::TvecBase'(0)};
      if (take_irq && trap_tvec[core_pkg::TvecBase-1:0] == core_pkg::TvecVectored) begin
        redirect_pc_o = vector_base + XLEN'({trap_cause, 2'b00});
      end else begin
        redirect_pc_o = vector_base;
      end
    end else begin
      vector_base = '0;
      if (retire_o && is_mret) begin
        redirect_o    = 1'b1;
        redirect_pc_o = level_q[LvlM][LcEpc];
      end else if (retire_o && is_sret) begin
        redirect_o    = 1'b1;
        redirect_pc_o = level_q[LvlS][LcEpc];
      end else if (retire_o && (is_csr || commit_sys_i != core_pkg::SysNone)) begin
        // Serializing instructions restart fetch behind themselves, so
        // everything younger sees their effects (privilege, PMP, code).
        redirect_o = 1'b1;
      end
    end
  end

  // ---------------------------------------------------------- next state
  // Traps go to M or to S; a trap writes that level's epc, cause and tval.
  // The bits below EpcLow read 0.
  localparam logic [XLEN-1:0] EpcWritable = {XLEN{1'b1}} << core_pkg::EpcLow;
  logic            trap_m, trap_s;
  logic [XLEN-1:0] trap_xcause, trap_tval, epc_written;
  assign trap_m      = trap_o && !trap_to_s;
  assign trap_s      = trap_o && trap_to_s;
  assign trap_xcause = {take_irq, (XLEN-6)'(0), trap_cause};
  assign trap_tval   = take_irq ? '0 : exc_tval;
  assign epc_written = {new_value[XLEN-1:core_pkg::EpcLow], core_pkg::EpcLow'(0)};

  // The privilege and mstatus: CSR writes, trap entry, mret, sret.
  logic status_write;
  assign status_write = write_csr == {1'b1, core_pkg::CsrMstatus} || write_csr == {1'b1, core_pkg::CsrSstatus};
  always_comb begin
    status_d = status_q;
    if (status_write) begin
      status_d.sie  = new_value[core_pkg::MstatusSie];
      status_d.spie = new_value[core_pkg::MstatusSpie];
      status_d.spp  = new_value[core_pkg::MstatusSpp];
      status_d.sum  = new_value[core_pkg::MstatusSum];
      status_d.mxr  = new_value[core_pkg::MstatusMxr];
      if (addr == core_pkg::CsrMstatus) begin
        status_d.mie  = new_value[core_pkg::MstatusMie];
        status_d.mpie = new_value[core_pkg::MstatusMpie];
        // MPP is WARL: 2 is not a mode, so it keeps its value.
        if (new_value[core_pkg::MstatusMpp +: 2] != 2'b10) status_d.mpp = new_value[core_pkg::MstatusMpp +: 2];
        status_d.mprv = new_value[core_pkg::MstatusMprv];
        status_d.tvm  = new_value[core_pkg::MstatusTvm];
        status_d.tw   = new_value[core_pkg::MstatusTw];
        status_d.tsr  = new_value[core_pkg::MstatusTsr];
      end
    end
    if (trap_s) begin
      status_d.spie = status_q.sie;
      status_d.sie  = 1'b0;
      status_d.spp  = (status_q.priv == core_pkg::PrivS);
      status_d.priv = core_pkg::PrivS;
    end else if (trap_m) begin
      status_d.mpie = status_q.mie;
      status_d.mie  = 1'b0;
      status_d.mpp  = status_q.priv;
      status_d.priv = core_pkg::PrivM;
    end else if (retire_o && is_mret) begin
      status_d.priv = status_q.mpp;
      status_d.mie  = status_q.mpie;
      status_d.mpie = 1'b1;
      status_d.mpp  = core_pkg::PrivU;
      if (status_q.mpp != core_pkg::PrivM) status_d.mprv = 1'b0;
    end else if (retire_o && is_sret) begin
      status_d.priv = {1'b0, status_q.spp};
      status_d.sie  = status_q.spie;
      status_d.spie = 1'b1;
      status_d.spp  = 1'b0;
      status_d.mprv = 1'b0;
    end
  end
  core_flop #(.Width(StatusW), .ResetValue(StatusReset)) u_status (
    .clk_i, .rst_ni, .en_i(status_write || trap_o || (retire_o && (is_mret || is_sret))),
    .d_i(status_d), .q_o(status_bits)
  );

  // The level CSRs. A CSR write writes the one it names; a trap, its
  // level's epc, cause and tval. tvec's MODE is WARL: a reserved mode keeps
  // the old one. Each d_i is one expression of constants l and c, which
  // the simulator then evaluates only when the register is enabled.
  logic [core_pkg::TvecBase-1:0] tvec_mode;
  logic                          tvec_mode_ok;
  logic [1:0]                    trap_level;
  assign tvec_mode    = new_value[core_pkg::TvecBase-1:0];
  assign tvec_mode_ok = tvec_mode == core_pkg::TvecDirect || tvec_mode == core_pkg::TvecVectored;
  assign trap_level   = {trap_m, trap_s};
  // A legal MODE is 0 or 1, so MODE's bit 1 is no register.
  localparam logic [core_pkg::TvecBase-1:0] TvecModes = core_pkg::TvecDirect | core_pkg::TvecVectored;
  localparam logic [XLEN-1:0] TvecWritable = {{(XLEN - core_pkg::TvecBase){1'b1}}, TvecModes};
  // The genvars are declared apart: Icarus 11 does not take an inner
  // loop's own genvar as a constant.
  genvar l, c;
  for (l = 0; l < 2; l++) begin : gen_level
    // The level's CSR numbers, LcTval's first (a packed array of arrays
    // would not do: Icarus 11 takes only one range in a localparam).
    localparam logic [LevelCsrs*12-1:0] Csrs =
        (l == LvlM) ? {core_pkg::CsrMtval, core_pkg::CsrMcause, core_pkg::CsrMepc, core_pkg::CsrMscratch, core_pkg::CsrMtvec}
                    : {core_pkg::CsrStval, core_pkg::CsrScause, core_pkg::CsrSepc, core_pkg::CsrSscratch, core_pkg::CsrStvec};
    for (c = 0; c < LevelCsrs; c++) begin : gen_csr
      localparam logic [XLEN-1:0] Writable = c == LcTvec ? TvecWritable :
                                             c == LcEpc  ? EpcWritable : '1;
      // The register under a name of its own (an element of level_q is
      // not one a simulator keeps), as status_bits.
      logic [XLEN-1:0] value;
      assign level_q[l][c] = value;
      core_flop #(.Width(XLEN), .Writable(Writable)) u_csr (
        .clk_i, .rst_ni, .en_i((c >= LcEpc && trap_level[l]) || write_csr == {1'b1, Csrs[12*c +: 12]}),
        .d_i(c == LcTvec  ? {new_value[XLEN-1:core_pkg::TvecBase],
                             tvec_mode_ok ? tvec_mode : level_q[l][c][core_pkg::TvecBase-1:0]} :
             c == LcEpc   ? (trap_o ? commit_pc_i : epc_written) :
             c == LcCause ? (trap_o ? trap_xcause : new_value) :
             c == LcTval  ? (trap_o ? trap_tval : new_value) : new_value),
        .q_o(value)
      );
    end
  end

  core_flop #(.Width(XLEN), .Writable(XLEN'(core_pkg::ExcDelegable))) u_medeleg (
    .clk_i, .rst_ni, .en_i(write_csr == {1'b1, core_pkg::CsrMedeleg}),
    .d_i(new_value), .q_o(medeleg_q)
  );
  // The written value at mie/mip's width, as a signal of its own: in a
  // port connection, Yosys 0.23 gives an expression around a size cast the
  // width of the cast's operand (XLEN), then warns that it resizes it.
  logic [IrqW-1:0] irq_written;
  assign irq_written = IrqW'(new_value);
  core_flop #(.Width(IrqW), .Writable(core_pkg::IrqS)) u_mideleg (
    .clk_i, .rst_ni, .en_i(write_csr == {1'b1, core_pkg::CsrMideleg}),
    .d_i(irq_written), .q_o(mideleg_q)
  );
  // sie writes the delegated bits of mie.
  core_flop #(.Width(IrqW), .Writable(core_pkg::IrqAll)) u_mie (
    .clk_i, .rst_ni, .en_i(write_csr == {1'b1, core_pkg::CsrMie} || write_csr == {1'b1, core_pkg::CsrSie}),
    .d_i((addr == core_pkg::CsrSie) ? (mie_q & ~mideleg_q) | (irq_written & mideleg_q) : irq_written),
    .q_o(mie_q)
  );
  core_flop #(.Width(1)) u_fiom (
    .clk_i, .rst_ni, .en_i(write_csr == {1'b1, core_pkg::CsrMenvcfg}),
    .d_i(new_value[core_pkg::MenvcfgFiom]), .q_o(fiom_q)
  );

  // menvcfg.CDE (on RV32 in menvcfgh): writable only where the HPM block
  // has counter delegation; without it CDE reads 0 (Smcdeleg absent).
  // The CSR that holds the bit, and the bit in it.
  localparam logic [11:0] CsrCde = (core_pkg::MenvcfgCde >= XLEN) ? core_pkg::CsrMenvcfgh : core_pkg::CsrMenvcfg;
  localparam int          CdeBit = core_pkg::MenvcfgCde % XLEN;
  core_flop #(.Width(1)) u_cde (
    .clk_i, .rst_ni, .en_i(write_csr == {1'b1, CsrCde}),
    .d_i(core_pkg::HpmCdeleg && new_value[CdeBit]), .q_o(cde_q)
  );
  core_flop #(.Width(XLEN)) u_siselect (
    .clk_i, .rst_ni, .en_i(write_csr == {1'b1, core_pkg::CsrSiselect}), .d_i(new_value), .q_o(siselect_q)
  );

  // satp: MODE is WARL. A write of a mode that does not exist (Sv48, Sv57,
  // a reserved value) changes nothing, not even ASID or PPN.
  logic [SatpModeW-1:0] satp_mode_written;
  logic                 satp_write;
  assign satp_mode_written = new_value[XLEN-1 -: SatpModeW];
  assign satp_write = write_csr == {1'b1, core_pkg::CsrSatp} &&
                      (satp_mode_written == SatpModeW'(core_pkg::SatpBare) || satp_mode_written == SatpPaged);
  core_flop #(.Width(1)) u_paging (
    .clk_i, .rst_ni, .en_i(satp_write), .d_i(satp_mode_written == SatpPaged), .q_o(paging_q)
  );
  core_flop #(.Width(AsidW)) u_asid (
    .clk_i, .rst_ni, .en_i(satp_write), .d_i(new_value[PpnW +: AsidW]), .q_o(asid_q)
  );
  core_flop #(.Width(PpnW)) u_satp_ppn (
    .clk_i, .rst_ni, .en_i(satp_write), .d_i(new_value[PpnW-1:0]), .q_o(satp_ppn_q)
  );

  // mip: M writes SSIP, STIP, SEIP and LCOFIP; S only SSIP and LCOFIP, and
  // only where delegated. A counter overflow raises LCOFIP even in the
  // cycle software clears it.
  logic [IrqW-1:0] mip_written, mip_sw_d;
  assign mip_written = (addr == core_pkg::CsrSip) ? mideleg_q & core_pkg::SipWrite : core_pkg::MipWrite;
  always_comb begin
    mip_sw_d = mip_sw_q;
    if (write_csr == {1'b1, core_pkg::CsrMip} || write_csr == {1'b1, core_pkg::CsrSip}) begin
      mip_sw_d = (mip_sw_q & ~mip_written) | (IrqW'(new_value) & mip_written);
    end
    if (hpm_lcofi_i) mip_sw_d[core_pkg::IrqLcofi] = 1'b1;
  end
  core_flop #(.Width(IrqW), .Writable(core_pkg::MipWrite)) u_mip_sw (
    .clk_i, .rst_ni, .en_i(1'b1), .d_i(mip_sw_d), .q_o(mip_sw_q)
  );

  // PMP. pmpcfgN writes the entries it holds that are not locked; R=0 W=1
  // is reserved and stored as no access. pmpaddrN is locked with its entry,
  // and also when the next entry is a locked TOR entry, whose bottom it is.
  // The entries' enables and the pmpcfg value are worked out only when a
  // PMP CSR is written; the registers keep only their writable bits.
  // RV64 pmpaddr holds address bits 55:2.
  localparam logic [XLEN-1:0] PmpaddrWritable = Rv32 ? {XLEN{1'b1}} : XLEN'({core_pkg::PmpaddrW64{1'b1}});
  logic [PmpEntries-1:0] pmpcfg_we, pmpaddr_we;
  logic [PmpIdxW-1:0]    pmp_next;
  logic [XLEN-1:0]       pmpcfg_written;
  assign pmp_next = pmp_index + PmpIdxW'(1);
  always_comb begin
    pmpcfg_we      = '0;
    pmpaddr_we     = '0;
    pmpcfg_written = new_value;
    if (own_write && pmpcfg_sel) begin
      for (int b = 0; b < XLEN / 8; b++) begin
        pmpcfg_we[pmpcfg_entry(addr[1:0], b)] = !pmpcfg_q[8*pmpcfg_entry(addr[1:0], b) + core_pkg::PmpcfgL];
        if (!new_value[8*b + core_pkg::PmpcfgR] && new_value[8*b + core_pkg::PmpcfgW]) begin
          pmpcfg_written[8*b + core_pkg::PmpcfgR] = 1'b0;
          pmpcfg_written[8*b + core_pkg::PmpcfgW] = 1'b0;
        end
      end
    end
    if (own_write && pmpaddr_sel) begin
      pmpaddr_we[pmp_index] = !pmpcfg_q[8*pmp_index + core_pkg::PmpcfgL] &&
                              !(pmp_index != PmpIdxW'(PmpEntries - 1) &&
                                pmpcfg_q[8*pmp_next + core_pkg::PmpcfgL] &&
                                pmpcfg_q[8*pmp_next + core_pkg::PmpcfgA +: 2] == core_pkg::PmpTor);
    end
  end

  // Entry i takes byte i mod 4 (RV32) or i mod 8 (RV64) of its pmpcfg CSR.
  core_flop #(.Width(PmpEntries * 8), .Lanes(PmpEntries), .Writable({PmpEntries{core_pkg::PmpcfgWritable}})) u_pmpcfg (
    .clk_i, .rst_ni, .en_i(pmpcfg_we), .d_i({PmpEntries / (XLEN / 8){pmpcfg_written}}), .q_o(pmpcfg_q)
  );
  core_flop #(.Width(PmpEntries * XLEN), .Lanes(PmpEntries), .Writable({PmpEntries{PmpaddrWritable}})) u_pmpaddr (
    .clk_i, .rst_ni, .en_i(pmpaddr_we), .d_i({PmpEntries{new_value}}), .q_o(pmpaddr_q)
  );

  // WFI halts the hart until an interrupt is pending and enabled in mie,
  // whatever the global enables say.
  logic wfi_d;
  always_comb begin
    wfi_d = wfi_q;
    if (retire_o && is_wfi && (pending == '0)) wfi_d = 1'b1;
    if (wfi_q && (pending != '0)) wfi_d = 1'b0;
  end
  core_flop #(.Width(1)) u_wfi (
    .clk_i, .rst_ni, .en_i(1'b1), .d_i(wfi_d), .q_o(wfi_q)
  );

  assign priv_o      = status_q.priv;
  assign data_priv_o = status_q.mprv ? status_q.mpp : status_q.priv;
  assign wfi_halt_o  = wfi_q;
  assign paging_o    = paging_q;
  assign satp_asid_o = asid_q;
  assign satp_ppn_o  = satp_ppn_q;
  assign sum_o       = status_q.sum;
  assign mxr_o       = status_q.mxr;
  assign pmp_cfg_o   = pmpcfg_q;
  assign pmp_addr_o  = pmpaddr_q;
  assign menvcfg_cde_o = cde_q;
  assign siselect_o    = siselect_q;

endmodule
