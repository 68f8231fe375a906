// SPDX-License-Identifier: Apache-2.0
// Privileged state of the hart and everything decided at commit: CSR
// accesses (the counter CSRs are the HPM block's, reached through hpm_*),
// exceptions, interrupts, trap entry, mret/sret and WFI.
//
// One instruction commits per cycle, in the writeback stage. This unit says
// whether it retires or traps, and where fetch must restart.
module core_csr #(
  parameter int          XLEN        = 64,
  parameter int          PMP_ENTRIES = 16,
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
  output logic [PMP_ENTRIES*8-1:0]    pmp_cfg_o,
  output logic [PMP_ENTRIES*XLEN-1:0] pmp_addr_o
);

  localparam bit Rv32 = (XLEN == 32);

  // Interrupt bits of mip/mie (Sscofpmf adds LCOFI, 13).
  localparam logic [13:0] IrqMask    = 14'b10_1010_1010_1010;
  localparam logic [13:0] SIrqMask   = 14'b10_0010_0010_0010;  // SSI STI SEI LCOFI
  localparam logic [13:0] MipSwMask  = 14'b10_0010_0010_0010;  // M can write SSIP STIP SEIP LCOFIP
  // Causes 0..9 and the page faults 12, 13 and 15; never ecall-from-M.
  localparam logic [XLEN-1:0] MedelegMask = XLEN'(16'hb3ff);

  // ------------------------------------------------------------------ state
  logic [1:0]      priv_q, priv_d;
  logic            mie_q, mie_d, sie_q, sie_d, mpie_q, mpie_d, spie_q, spie_d;
  logic [1:0]      mpp_q, mpp_d;
  logic            spp_q, spp_d;
  logic            mprv_q, mprv_d, sum_q, sum_d, mxr_q, mxr_d;
  logic            tvm_q, tvm_d, tw_q, tw_d, tsr_q, tsr_d;
  logic [XLEN-1:0] mtvec_q, mtvec_d, stvec_q, stvec_d;
  logic [XLEN-1:0] medeleg_q, medeleg_d;
  logic [13:0]     mideleg_q, mideleg_d, mie_en_q, mie_en_d;
  logic [13:0]     mip_sw_q, mip_sw_d;     // the software-writable pending bits
  logic [XLEN-1:0] mscratch_q, mscratch_d, sscratch_q, sscratch_d;
  logic [XLEN-1:0] mepc_q, mepc_d, sepc_q, sepc_d;
  logic [XLEN-1:0] mcause_q, mcause_d, scause_q, scause_d;
  logic [XLEN-1:0] mtval_q, mtval_d, stval_q, stval_d;
  logic            fiom_q, fiom_d;
  logic            paging_q, paging_d;
  logic [AsidW-1:0] asid_q, asid_d;
  logic [PpnW-1:0] satp_ppn_q, satp_ppn_d;
  logic [7:0]      pmpcfg_q [PMP_ENTRIES];
  logic [7:0]      pmpcfg_d [PMP_ENTRIES];
  logic [XLEN-1:0] pmpaddr_q [PMP_ENTRIES];
  logic [XLEN-1:0] pmpaddr_d [PMP_ENTRIES];
  logic            wfi_q, wfi_d;

  logic [13:0] mip;
  assign mip = (mip_sw_q & MipSwMask) |
               (14'(irq_software_i) << core_pkg::IrqMsi) |
               (14'(irq_timer_i) << core_pkg::IrqMti) |
               (14'(irq_external_i) << core_pkg::IrqMei);

  // -------------------------------------------------------- status images
  // Built at 64 bits; RV32 keeps the low half (UXL/SXL exist only on RV64,
  // where they read 2: 64-bit U and S modes).
  localparam logic [63:0] SstatusView = (64'd1 << 1) | (64'd1 << 5) | (64'd1 << 8) |
                                        (64'd1 << 18) | (64'd1 << 19) | (64'd3 << 32);
  logic [63:0] mstatus64, sstatus64;
  always_comb begin
    mstatus64 = '0;
    mstatus64[1]     = sie_q;
    mstatus64[3]     = mie_q;
    mstatus64[5]     = spie_q;
    mstatus64[7]     = mpie_q;
    mstatus64[8]     = spp_q;
    mstatus64[12:11] = mpp_q;
    mstatus64[17]    = mprv_q;
    mstatus64[18]    = sum_q;
    mstatus64[19]    = mxr_q;
    mstatus64[20]    = tvm_q;
    mstatus64[21]    = tw_q;
    mstatus64[22]    = tsr_q;
    mstatus64[35:32] = Rv32 ? 4'b0000 : 4'b1010;
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

  // satp: MODE (1 bit on RV32, 4 on RV64, where 8 is Sv39), ASID, PPN.
  localparam logic [3:0] SatpSv39 = 4'd8;
  logic [XLEN-1:0] satp;
  if (XLEN == 64) begin : gen_satp64
    assign satp = {paging_q ? SatpSv39 : 4'd0, asid_q, satp_ppn_q};
  end else begin : gen_satp32
    assign satp = {paging_q, asid_q, satp_ppn_q};
  end

  logic [XLEN-1:0] misa;
  assign misa = Rv32 ? XLEN'({2'b01, 30'(32'h0014_1105)})
                     : {2'b10, (XLEN-2)'(32'h0014_1105)};  // A C I M S U

  // ---------------------------------------------------------- CSR decode
  logic [11:0]     addr;
  logic            own_exists, own_read_only, own_priv_ok, own_illegal;
  logic [XLEN-1:0] own_rdata;
  logic            pmpcfg_sel, pmpaddr_sel;
  logic [3:0]      pmp_index;

  assign addr        = commit_instr_i[31:20];
  assign pmpcfg_sel  = (addr[11:4] == core_pkg::CsrPmpcfgBlk) && (addr[3:2] == 2'b00) && (Rv32 || !addr[0]);
  assign pmpaddr_sel = (addr[11:4] == core_pkg::CsrPmpaddrBlk);
  assign pmp_index   = addr[3:0];

  // The pmpcfg CSR holding entry e's byte b: pmpcfg0..3 hold 4 entries each
  // on RV32; on RV64 pmpcfg0 and pmpcfg2 hold 8 each.
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
        core_pkg::CsrMie: own_rdata = XLEN'(mie_en_q);
        core_pkg::CsrMtvec: own_rdata = mtvec_q;
        core_pkg::CsrMenvcfg: own_rdata = XLEN'(fiom_q);
        core_pkg::CsrMscratch: own_rdata = mscratch_q;
        core_pkg::CsrMepc: own_rdata = mepc_q;
        core_pkg::CsrMcause: own_rdata = mcause_q;
        core_pkg::CsrMtval: own_rdata = mtval_q;
        core_pkg::CsrMip: own_rdata = XLEN'(mip);
        core_pkg::CsrSstatus: own_rdata = sstatus;
        core_pkg::CsrSie: own_rdata = XLEN'(14'(mie_en_q & mideleg_q));
        core_pkg::CsrStvec: own_rdata = stvec_q;
        core_pkg::CsrSscratch: own_rdata = sscratch_q;
        core_pkg::CsrSepc: own_rdata = sepc_q;
        core_pkg::CsrScause: own_rdata = scause_q;
        core_pkg::CsrStval: own_rdata = stval_q;
        core_pkg::CsrSip: own_rdata = XLEN'(14'(mip & mideleg_q));
        core_pkg::CsrSatp: own_rdata = satp;
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
        core_pkg::CsrMstatush, core_pkg::CsrMenvcfgh: own_exists = Rv32;  // all zero
        default: begin
          own_exists = pmpcfg_sel || pmpaddr_sel;
          if (pmpcfg_sel) begin
            for (int b = 0; b < XLEN / 8; b++) begin
              own_rdata[8*b +: 8] = pmpcfg_q[pmpcfg_entry(addr[1:0], b)];
            end
          end
          if (pmpaddr_sel) own_rdata = pmpaddr_q[pmp_index];
        end
      endcase
    end
  end

  assign own_read_only = (addr[11:10] == 2'b11);
  assign own_priv_ok   = (priv_q >= addr[9:8]) &&
                         !(addr == core_pkg::CsrSatp && priv_q == core_pkg::PrivS && tvm_q);
  assign own_illegal   = !own_exists || !own_priv_ok || (own_read_only && commit_csr_write_i);

  // ------------------------------------------------------ interrupt choice
  logic [13:0] pending, to_m, to_s, chosen_set;
  logic        m_global, s_global;
  logic [3:0]  irq_code;
  logic        irq_take, irq_to_s;

  assign pending  = mip & mie_en_q & IrqMask;
  assign m_global = (priv_q != core_pkg::PrivM) || mie_q;
  assign s_global = (priv_q == core_pkg::PrivU) || (priv_q == core_pkg::PrivS && sie_q);
  assign to_m     = pending & ~mideleg_q & {14{m_global}};
  assign to_s     = pending & mideleg_q & {14{s_global}};
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
      (is_mret   && priv_q != core_pkg::PrivM) ||
      (is_sret   && (priv_q == core_pkg::PrivU || (priv_q == core_pkg::PrivS && tsr_q))) ||
      (is_wfi    && (priv_q == core_pkg::PrivU || (priv_q == core_pkg::PrivS && tw_q))) ||
      (is_sfence && (priv_q == core_pkg::PrivU || (priv_q == core_pkg::PrivS && tvm_q)));

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
      exc_cause = (priv_q == core_pkg::PrivU) ? core_pkg::ExcEcallU
                : (priv_q == core_pkg::PrivS) ? core_pkg::ExcEcallS : core_pkg::ExcEcallM;
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
  assign trap_to_s  = (priv_q != core_pkg::PrivM) &&
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

  logic [XLEN-1:0] vector_base;
  always_comb begin
    redirect_o    = 1'b0;
    // Behind a serializing instruction: all are 32-bit (c.ebreak traps).
    redirect_pc_o = commit_pc_i + XLEN'(4);
    if (trap_o) begin
      redirect_o  = 1'b1;
      vector_base = trap_to_s ? {stvec_q[XLEN-1:2], 2'b00} : {mtvec_q[XLEN-1:2], 2'b00};
      // Vectored mode sends interrupts to base + 4 * cause.
      if (take_irq && (trap_to_s ? stvec_q[0] : mtvec_q[0])) begin
        redirect_pc_o = vector_base + XLEN'({trap_cause, 2'b00});
      end else begin
        redirect_pc_o = vector_base;
      end
    end else begin
      vector_base = '0;
      if (retire_o && is_mret) begin
        redirect_o    = 1'b1;
        redirect_pc_o = mepc_q;
      end else if (retire_o && is_sret) begin
        redirect_o    = 1'b1;
        redirect_pc_o = sepc_q;
      end else if (retire_o && (is_csr || commit_sys_i != core_pkg::SysNone)) begin
        // Serializing instructions restart fetch behind themselves, so
        // everything younger sees their effects (privilege, PMP, code).
        redirect_o = 1'b1;
      end
    end
  end

  // ---------------------------------------------------------- next state
  always_comb begin
    priv_d     = priv_q;
    mie_d      = mie_q;
    sie_d      = sie_q;
    mpie_d     = mpie_q;
    spie_d     = spie_q;
    mpp_d      = mpp_q;
    spp_d      = spp_q;
    mprv_d     = mprv_q;
    sum_d      = sum_q;
    mxr_d      = mxr_q;
    tvm_d      = tvm_q;
    tw_d       = tw_q;
    tsr_d      = tsr_q;
    mtvec_d    = mtvec_q;
    stvec_d    = stvec_q;
    medeleg_d  = medeleg_q;
    mideleg_d  = mideleg_q;
    mie_en_d   = mie_en_q;
    mip_sw_d   = mip_sw_q;
    mscratch_d = mscratch_q;
    sscratch_d = sscratch_q;
    mepc_d     = mepc_q;
    sepc_d     = sepc_q;
    mcause_d   = mcause_q;
    scause_d   = scause_q;
    mtval_d    = mtval_q;
    stval_d    = stval_q;
    fiom_d     = fiom_q;
    paging_d   = paging_q;
    asid_d     = asid_q;
    satp_ppn_d = satp_ppn_q;
    for (int i = 0; i < PMP_ENTRIES; i++) begin
      pmpcfg_d[i]  = pmpcfg_q[i];
      pmpaddr_d[i] = pmpaddr_q[i];
    end
    wfi_d      = wfi_q;

    // CSR writes.
    if (own_write) begin
      unique case (addr)
        core_pkg::CsrMstatus, core_pkg::CsrSstatus: begin
          sie_d  = new_value[1];
          spie_d = new_value[5];
          spp_d  = new_value[8];
          sum_d  = new_value[18];
          mxr_d  = new_value[19];
          if (addr == core_pkg::CsrMstatus) begin
            mie_d  = new_value[3];
            mpie_d = new_value[7];
            // MPP is WARL: 2 is not a mode, so it keeps its value.
            if (new_value[12:11] != 2'b10) mpp_d = new_value[12:11];
            mprv_d = new_value[17];
            tvm_d  = new_value[20];
            tw_d   = new_value[21];
            tsr_d  = new_value[22];
          end
        end
        core_pkg::CsrMedeleg: medeleg_d = new_value & MedelegMask;
        core_pkg::CsrMideleg: mideleg_d = new_value[13:0] & SIrqMask;
        core_pkg::CsrMie: mie_en_d  = new_value[13:0] & IrqMask;
        core_pkg::CsrSie: mie_en_d  = (mie_en_q & ~mideleg_q) | (new_value[13:0] & mideleg_q & IrqMask);
        core_pkg::CsrMtvec: mtvec_d   = {new_value[XLEN-1:2], new_value[1] ? mtvec_q[1:0] : new_value[1:0]};
        core_pkg::CsrStvec: stvec_d   = {new_value[XLEN-1:2], new_value[1] ? stvec_q[1:0] : new_value[1:0]};
        core_pkg::CsrMenvcfg: fiom_d    = new_value[0];
        core_pkg::CsrSatp: begin
          // MODE is WARL: a write of a mode that does not exist (Sv48,
          // Sv57, a reserved value) changes nothing, not even ASID or PPN.
          if (Rv32 || new_value[XLEN-1 -: 4] == 4'd0 || new_value[XLEN-1 -: 4] == SatpSv39) begin
            paging_d   = new_value[XLEN-1];
            asid_d     = new_value[PpnW +: AsidW];
            satp_ppn_d = new_value[PpnW-1:0];
          end
        end
        core_pkg::CsrMscratch: mscratch_d = new_value;
        core_pkg::CsrSscratch: sscratch_d = new_value;
        // IALIGN is 16 with C: bit 0 only is always 0
        core_pkg::CsrMepc: mepc_d    = {new_value[XLEN-1:1], 1'b0};
        core_pkg::CsrSepc: sepc_d    = {new_value[XLEN-1:1], 1'b0};
        core_pkg::CsrMcause: mcause_d  = new_value;
        core_pkg::CsrScause: scause_d  = new_value;
        core_pkg::CsrMtval: mtval_d   = new_value;
        core_pkg::CsrStval: stval_d   = new_value;
        core_pkg::CsrMip: mip_sw_d  = (mip_sw_q & ~MipSwMask) | (new_value[13:0] & MipSwMask);
        // sip: only SSIP and LCOFIP are writable from S, and only if delegated.
        core_pkg::CsrSip: mip_sw_d  = (mip_sw_q & ~(mideleg_q & 14'b10_0000_0000_0010)) |
                             (new_value[13:0] & mideleg_q & 14'b10_0000_0000_0010);
        default: begin
          if (pmpcfg_sel) begin
            for (int b = 0; b < XLEN / 8; b++) begin
              // Locked entries ignore writes; R=0 W=1 is reserved, stored
              // as no access.
              if (!pmpcfg_q[pmpcfg_entry(addr[1:0], b)][7]) begin
                pmpcfg_d[pmpcfg_entry(addr[1:0], b)] = new_value[8*b +: 8] & 8'h9f;
                if (!new_value[8*b] && new_value[8*b+1]) begin
                  pmpcfg_d[pmpcfg_entry(addr[1:0], b)][1:0] = 2'b00;
                end
              end
            end
          end
          if (pmpaddr_sel) begin
            // Also locked when the next entry is a locked TOR entry, whose
            // bottom this address is.
            if (!pmpcfg_q[pmp_index][7] &&
                !(pmp_index != 4'd15 && pmpcfg_q[pmp_index + 4'd1][7] &&
                  pmpcfg_q[pmp_index + 4'd1][4:3] == 2'b01)) begin
              // RV64 pmpaddr holds address bits 55:2.
              pmpaddr_d[pmp_index] = Rv32 ? new_value : XLEN'(54'(new_value));
            end
          end
        end
      endcase
    end

    // A counter overflow raises LCOFIP even in the cycle software clears it.
    if (hpm_lcofi_i) mip_sw_d[core_pkg::IrqLcofi] = 1'b1;

    // Trap entry.
    if (trap_o) begin
      if (trap_to_s) begin
        sepc_d   = commit_pc_i;
        scause_d = {take_irq, (XLEN-6)'(0), trap_cause};
        stval_d  = take_irq ? '0 : exc_tval;
        spie_d   = sie_q;
        sie_d    = 1'b0;
        spp_d    = priv_q[0];
        priv_d   = core_pkg::PrivS;
      end else begin
        mepc_d   = commit_pc_i;
        mcause_d = {take_irq, (XLEN-6)'(0), trap_cause};
        mtval_d  = take_irq ? '0 : exc_tval;
        mpie_d   = mie_q;
        mie_d    = 1'b0;
        mpp_d    = priv_q;
        priv_d   = core_pkg::PrivM;
      end
    end else if (retire_o && is_mret) begin
      priv_d = mpp_q;
      mie_d  = mpie_q;
      mpie_d = 1'b1;
      mpp_d  = core_pkg::PrivU;
      if (mpp_q != core_pkg::PrivM) mprv_d = 1'b0;
    end else if (retire_o && is_sret) begin
      priv_d = {1'b0, spp_q};
      sie_d  = spie_q;
      spie_d = 1'b1;
      spp_d  = 1'b0;
      mprv_d = 1'b0;
    end

    // WFI halts the hart until an interrupt is pending and enabled in mie,
    // whatever the global enables say.
    if (retire_o && is_wfi && (pending == '0)) wfi_d = 1'b1;
    if (wfi_q && (pending != '0)) wfi_d = 1'b0;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      priv_q     <= core_pkg::PrivM;
      mie_q      <= 1'b0;
      sie_q      <= 1'b0;
      mpie_q     <= 1'b0;
      spie_q     <= 1'b0;
      mpp_q      <= core_pkg::PrivM;
      spp_q      <= 1'b0;
      mprv_q     <= 1'b0;
      sum_q      <= 1'b0;
      mxr_q      <= 1'b0;
      tvm_q      <= 1'b0;
      tw_q       <= 1'b0;
      tsr_q      <= 1'b0;
      mtvec_q    <= '0;
      stvec_q    <= '0;
      medeleg_q  <= '0;
      mideleg_q  <= '0;
      mie_en_q   <= '0;
      mip_sw_q   <= '0;
      mscratch_q <= '0;
      sscratch_q <= '0;
      mepc_q     <= '0;
      sepc_q     <= '0;
      mcause_q   <= '0;
      scause_q   <= '0;
      mtval_q    <= '0;
      stval_q    <= '0;
      fiom_q     <= 1'b0;
      paging_q   <= 1'b0;
      asid_q     <= '0;
      satp_ppn_q <= '0;
      wfi_q      <= 1'b0;
      for (int i = 0; i < PMP_ENTRIES; i++) begin
        pmpcfg_q[i]  <= '0;
        pmpaddr_q[i] <= '0;
      end
    end else begin
      priv_q     <= priv_d;
      mie_q      <= mie_d;
      sie_q      <= sie_d;
      mpie_q     <= mpie_d;
      spie_q     <= spie_d;
      mpp_q      <= mpp_d;
      spp_q      <= spp_d;
      mprv_q     <= mprv_d;
      sum_q      <= sum_d;
      mxr_q      <= mxr_d;
      tvm_q      <= tvm_d;
      tw_q       <= tw_d;
      tsr_q      <= tsr_d;
      mtvec_q    <= mtvec_d;
      stvec_q    <= stvec_d;
      medeleg_q  <= medeleg_d;
      mideleg_q  <= mideleg_d;
      mie_en_q   <= mie_en_d;
      mip_sw_q   <= mip_sw_d;
      mscratch_q <= mscratch_d;
      sscratch_q <= sscratch_d;
      mepc_q     <= mepc_d;
      sepc_q     <= sepc_d;
      mcause_q   <= mcause_d;
      scause_q   <= scause_d;
      mtval_q    <= mtval_d;
      stval_q    <= stval_d;
      fiom_q     <= fiom_d;
      paging_q   <= paging_d;
      asid_q     <= asid_d;
      satp_ppn_q <= satp_ppn_d;
      wfi_q      <= wfi_d;
      for (int i = 0; i < PMP_ENTRIES; i++) begin
        pmpcfg_q[i]  <= pmpcfg_d[i];
        pmpaddr_q[i] <= pmpaddr_d[i];
      end
    end
  end

  assign priv_o      = priv_q;
  assign data_priv_o = mprv_q ? mpp_q : priv_q;
  assign wfi_halt_o  = wfi_q;
  assign paging_o    = paging_q;
  assign satp_asid_o = asid_q;
  assign satp_ppn_o  = satp_ppn_q;
  assign sum_o       = sum_q;
  assign mxr_o       = mxr_q;
  for (genvar i = 0; i < PMP_ENTRIES; i++) begin : gen_pmp_out
    assign pmp_cfg_o[8*i +: 8]        = pmpcfg_q[i];
    assign pmp_addr_o[XLEN*i +: XLEN] = pmpaddr_q[i];
  end

endmodule
