// SPDX-License-Identifier: Apache-2.0
// Constants of the core: opcodes, CSR addresses and fields, trap causes,
// event indices.
// Same portable subset as hpm_pkg: no typedefs, referenced as core_pkg::name.
package core_pkg;

  // ---------------------------------------------------------------- opcodes
  localparam logic [6:0] OpLoad    = 7'b0000011;
  localparam logic [6:0] OpAmo     = 7'b0101111;
  localparam logic [6:0] OpMiscMem = 7'b0001111;
  localparam logic [6:0] OpImm     = 7'b0010011;
  localparam logic [6:0] OpAuipc   = 7'b0010111;
  localparam logic [6:0] OpImm32   = 7'b0011011;
  localparam logic [6:0] OpStore   = 7'b0100011;
  localparam logic [6:0] OpReg     = 7'b0110011;
  localparam logic [6:0] OpLui     = 7'b0110111;
  localparam logic [6:0] OpReg32   = 7'b0111011;
  localparam logic [6:0] OpBranch  = 7'b1100011;
  localparam logic [6:0] OpJalr    = 7'b1100111;
  localparam logic [6:0] OpJal     = 7'b1101111;
  localparam logic [6:0] OpSystem  = 7'b1110011;

  // ALU operations
  localparam logic [3:0] AluAdd  = 4'd0;
  localparam logic [3:0] AluSub  = 4'd1;
  localparam logic [3:0] AluSll  = 4'd2;
  localparam logic [3:0] AluSlt  = 4'd3;
  localparam logic [3:0] AluSltu = 4'd4;
  localparam logic [3:0] AluXor  = 4'd5;
  localparam logic [3:0] AluSrl  = 4'd6;
  localparam logic [3:0] AluSra  = 4'd7;
  localparam logic [3:0] AluOr   = 4'd8;
  localparam logic [3:0] AluAnd  = 4'd9;
  localparam logic [3:0] AluPassB = 4'd10;  // lui

  // A extension: funct5 (instr[31:27]) of LR, SC and the AMOs
  localparam logic [4:0] AmoAdd  = 5'b00000;
  localparam logic [4:0] AmoSwap = 5'b00001;
  localparam logic [4:0] AmoLr   = 5'b00010;
  localparam logic [4:0] AmoSc   = 5'b00011;
  localparam logic [4:0] AmoXor  = 5'b00100;
  localparam logic [4:0] AmoOr   = 5'b01000;
  localparam logic [4:0] AmoAnd  = 5'b01100;
  localparam logic [4:0] AmoMin  = 5'b10000;
  localparam logic [4:0] AmoMax  = 5'b10100;
  localparam logic [4:0] AmoMinu = 5'b11000;
  localparam logic [4:0] AmoMaxu = 5'b11100;

  // System instructions that are not CSR accesses
  localparam logic [2:0] SysNone   = 3'd0;
  localparam logic [2:0] SysEcall  = 3'd1;
  localparam logic [2:0] SysEbreak = 3'd2;
  localparam logic [2:0] SysMret   = 3'd3;
  localparam logic [2:0] SysSret   = 3'd4;
  localparam logic [2:0] SysWfi    = 3'd5;
  localparam logic [2:0] SysFenceI = 3'd6;
  localparam logic [2:0] SysSfence = 3'd7;  // sfence.vma

  // Page-table entry bits (Sv39 and Sv32)
  localparam int PteV = 0;
  localparam int PteR = 1;
  localparam int PteW = 2;
  localparam int PteX = 3;
  localparam int PteU = 4;
  localparam int PteG = 5;
  localparam int PteA = 6;
  localparam int PteD = 7;

  // ------------------------------------------------------------- privilege
  localparam logic [1:0] PrivU = 2'b00;
  localparam logic [1:0] PrivS = 2'b01;
  localparam logic [1:0] PrivM = 2'b11;

  // ----------------------------------------------------------- trap causes
  // never raised: with C, no jump target is misaligned (delegable all the same)
  localparam logic [4:0] ExcInstrMisaligned = 5'd0;
  localparam logic [4:0] ExcInstrAccess     = 5'd1;
  localparam logic [4:0] ExcIllegal         = 5'd2;
  localparam logic [4:0] ExcBreakpoint      = 5'd3;
  localparam logic [4:0] ExcLoadMisaligned  = 5'd4;
  localparam logic [4:0] ExcLoadAccess      = 5'd5;
  localparam logic [4:0] ExcStoreMisaligned = 5'd6;
  localparam logic [4:0] ExcStoreAccess     = 5'd7;
  localparam logic [4:0] ExcEcallU          = 5'd8;
  localparam logic [4:0] ExcEcallS          = 5'd9;
  localparam logic [4:0] ExcEcallM          = 5'd11;
  localparam logic [4:0] ExcInstrPageFault  = 5'd12;
  localparam logic [4:0] ExcLoadPageFault   = 5'd13;
  localparam logic [4:0] ExcStorePageFault  = 5'd15;

  localparam int IrqSsi   = 1;
  localparam int IrqMsi   = 3;
  localparam int IrqSti   = 5;
  localparam int IrqMti   = 7;
  localparam int IrqSei   = 9;
  localparam int IrqMei   = 11;
  localparam int IrqLcofi = 13;

  // ------------------------------------ CSR fields (privileged spec, 3.1)
  // A field's bit in its CSR's value, or the lowest bit of a wider field.
  // core_csr and core_pmp read and write CSR values with these names only.
  // No typedefs here (see the top): Icarus 11 stops on a package's struct.

  // mstatus; sstatus is a view of it. UXL and SXL exist on RV64 only.
  localparam int MstatusSie  = 1;
  localparam int MstatusMie  = 3;
  localparam int MstatusSpie = 5;
  localparam int MstatusMpie = 7;
  localparam int MstatusSpp  = 8;
  localparam int MstatusMpp  = 11;  // 12:11, a privilege
  localparam int MstatusMprv = 17;
  localparam int MstatusSum  = 18;
  localparam int MstatusMxr  = 19;
  localparam int MstatusTvm  = 20;
  localparam int MstatusTw   = 21;
  localparam int MstatusTsr  = 22;
  localparam int MstatusUxl  = 32;  // 33:32, an XLEN code
  localparam int MstatusSxl  = 34;  // 35:34, an XLEN code

  // XLEN codes of misa.MXL (its top two bits) and mstatus.UXL/SXL.
  localparam logic [1:0] Xl32 = 2'd1;
  localparam logic [1:0] Xl64 = 2'd2;

  // misa's extensions, one bit a letter (A is bit 0): this core's.
  localparam int MisaA = 0;   // atomics
  localparam int MisaC = 2;   // compressed instructions
  localparam int MisaI = 8;   // the base ISA
  localparam int MisaM = 12;  // multiply and divide
  localparam int MisaS = 18;  // supervisor mode
  localparam int MisaU = 20;  // user mode
  localparam logic [25:0] MisaExtensions = 26'((1 << MisaA) | (1 << MisaC) | (1 << MisaI) |
                                               (1 << MisaM) | (1 << MisaS) | (1 << MisaU));

  // mip/mie: the bits below IrqW, at the Irq* positions above.
  localparam int IrqW = IrqLcofi + 1;
  localparam logic [IrqW-1:0] IrqS     = IrqW'((1 << IrqSsi) | (1 << IrqSti) | (1 << IrqSei) |
                                               (1 << IrqLcofi));  // S-level, LCOFI included
  localparam logic [IrqW-1:0] IrqAll   = IrqS | IrqW'((1 << IrqMsi) | (1 << IrqMti) | (1 << IrqMei));
  // What software writes in mip (M), and in sip (S) where delegated; the
  // rest of mip follows the interrupt lines.
  localparam logic [IrqW-1:0] MipWrite = IrqS;
  localparam logic [IrqW-1:0] SipWrite = IrqW'((1 << IrqSsi) | (1 << IrqLcofi));

  // medeleg: every cause but ecall from M (never delegated) and the
  // reserved 10 and 14.
  localparam logic [15:0] ExcDelegable =
      (16'd1 << ExcInstrMisaligned) | (16'd1 << ExcInstrAccess) | (16'd1 << ExcIllegal) |
      (16'd1 << ExcBreakpoint) | (16'd1 << ExcLoadMisaligned) | (16'd1 << ExcLoadAccess) |
      (16'd1 << ExcStoreMisaligned) | (16'd1 << ExcStoreAccess) | (16'd1 << ExcEcallU) |
      (16'd1 << ExcEcallS) | (16'd1 << ExcInstrPageFault) | (16'd1 << ExcLoadPageFault) |
      (16'd1 << ExcStorePageFault);

  // mtvec/stvec: MODE in the bits below TvecBase, BASE from it up.
  localparam int         TvecBase     = 2;
  localparam logic [1:0] TvecDirect   = 2'd0;
  localparam logic [1:0] TvecVectored = 2'd1;  // interrupts go to BASE + 4 * cause

  // mepc/sepc: IALIGN is 16 with C, so the bits below EpcLow read 0.
  localparam int EpcLow = 1;

  // menvcfg (RV32: menvcfgh holds bits 63:32).
  localparam int MenvcfgFiom = 0;
  localparam int MenvcfgCde  = 60;  // Smcdeleg: counters in mcounteren are delegated to S

  // Counter delegation (Smcdeleg/Ssccfg) in the core's HPM block (its
  // CDELEG): menvcfg.CDE is writable, and siselect 0x40-0x5F with sireg*
  // reach the delegated counters (docs/contract.md rules 11-15). The
  // device tree's ISA (rtl/soc/soc.def) lists smcdeleg and ssccfg with it.
  localparam bit HpmCdeleg = 1'b1;

  // satp's MODE (RV64: bits 63:60, RV32: bit 31) above ASID and PPN.
  localparam logic [3:0] SatpBare = 4'd0;
  localparam logic [3:0] SatpSv32 = 4'd1;  // the RV32 MODE bit
  localparam logic [3:0] SatpSv39 = 4'd8;

  // PMP: the entries (pmpcfg0..3 and pmpaddr0..15 address 16), each a byte
  // of configuration and an address register. Bits 6:5 of a byte are
  // reserved, 0; RV64's pmpaddr holds address bits 55:2.
  localparam int         PmpEntries = 16;
  localparam int         PmpcfgR    = 0;
  localparam int         PmpcfgW    = 1;
  localparam int         PmpcfgX    = 2;
  localparam int         PmpcfgA    = 3;  // 4:3, the address matching mode
  localparam int         PmpcfgL    = 7;  // locked, binds M too
  localparam logic [7:0] PmpcfgWritable = 8'((1 << PmpcfgR) | (1 << PmpcfgW) | (1 << PmpcfgX) |
                                             (3 << PmpcfgA) | (1 << PmpcfgL));
  localparam logic [1:0] PmpOff     = 2'd0;
  localparam logic [1:0] PmpTor     = 2'd1;
  localparam logic [1:0] PmpNa4     = 2'd2;
  localparam logic [1:0] PmpNapot   = 2'd3;
  localparam int         PmpaddrW64 = 54;

  // The fields of a CSR address (privileged spec, 2.1).
  localparam int CsrAddrPriv = 8;   // 9:8, the lowest privilege that reaches it
  localparam int CsrAddrRo   = 10;  // 11:10, 3 for read-only

  // ------------------------------------------ CSR numbers (privileged spec)
  // The core's own CSRs; the HPM's are hpm_pkg's. One definition: core_csr
  // decodes with these names only.
  localparam logic [11:0] CsrSstatus     = 12'h100;
  localparam logic [11:0] CsrSie         = 12'h104;
  localparam logic [11:0] CsrStvec       = 12'h105;
  localparam logic [11:0] CsrSscratch    = 12'h140;
  localparam logic [11:0] CsrSepc        = 12'h141;
  localparam logic [11:0] CsrScause      = 12'h142;
  localparam logic [11:0] CsrStval       = 12'h143;
  localparam logic [11:0] CsrSip         = 12'h144;
  localparam logic [11:0] CsrSatp        = 12'h180;
  // Smcsrind/Sscsrind: xiselect and the alias registers xireg..xireg6
  // (xiselect + 1..3, 5..7; + 4 is AIA's xiph, which this core lacks).
  localparam logic [11:0] CsrSiselect    = 12'h150;
  localparam logic [11:0] CsrSireg       = 12'h151;
  localparam logic [11:0] CsrSireg2      = 12'h152;
  localparam logic [11:0] CsrSireg3      = 12'h153;
  localparam logic [11:0] CsrSireg4      = 12'h155;
  localparam logic [11:0] CsrSireg5      = 12'h156;
  localparam logic [11:0] CsrSireg6      = 12'h157;
  localparam logic [11:0] CsrMstatus     = 12'h300;
  localparam logic [11:0] CsrMisa        = 12'h301;
  localparam logic [11:0] CsrMedeleg     = 12'h302;
  localparam logic [11:0] CsrMideleg     = 12'h303;
  localparam logic [11:0] CsrMie         = 12'h304;
  localparam logic [11:0] CsrMtvec       = 12'h305;
  localparam logic [11:0] CsrMenvcfg     = 12'h30A;
  localparam logic [11:0] CsrMstatush    = 12'h310;
  localparam logic [11:0] CsrMenvcfgh    = 12'h31A;
  localparam logic [11:0] CsrMscratch    = 12'h340;
  localparam logic [11:0] CsrMepc        = 12'h341;
  localparam logic [11:0] CsrMcause      = 12'h342;
  localparam logic [11:0] CsrMtval       = 12'h343;
  localparam logic [11:0] CsrMip         = 12'h344;
  localparam logic [11:0] CsrMiselect    = 12'h350;
  localparam logic [11:0] CsrMireg       = 12'h351;
  localparam logic [11:0] CsrMireg2      = 12'h352;
  localparam logic [11:0] CsrMireg3      = 12'h353;
  localparam logic [11:0] CsrMireg4      = 12'h355;
  localparam logic [11:0] CsrMireg5      = 12'h356;
  localparam logic [11:0] CsrMireg6      = 12'h357;
  // Sdtrig with no trigger (docs/soc.md): present so that probing them
  // does not trap
  localparam logic [11:0] CsrTselect     = 12'h7A0;
  localparam logic [11:0] CsrTdata1      = 12'h7A1;
  localparam logic [11:0] CsrTdata2      = 12'h7A2;
  localparam logic [11:0] CsrTdata3      = 12'h7A3;
  localparam logic [11:0] CsrTinfo       = 12'h7A4;
  localparam logic [11:0] CsrMvendorid   = 12'hF11;
  localparam logic [11:0] CsrMarchid     = 12'hF12;
  localparam logic [11:0] CsrMimpid      = 12'hF13;
  localparam logic [11:0] CsrMhartid     = 12'hF14;
  localparam logic [11:0] CsrMconfigptr  = 12'hF15;
  // PMP: addr[11:4] selects the block, addr[3:0] the CSR in it
  localparam logic [7:0]  CsrPmpcfgBlk   = 8'h3A;   // pmpcfg0..3 at 0x3A0..0x3A3
  localparam logic [7:0]  CsrPmpaddrBlk  = 8'h3B;   // pmpaddr0..15 at 0x3B0..0x3BF

  // ------------------------------------------------- HPM event bus (contract 2)
  // BEGIN events: generated by tools/gen-soc-events from rtl/core/soc_events.def
  localparam int NumEvents        = 42;
  localparam int EvCycle          = 1;
  localparam int EvInstret        = 2;
  localparam int EvLoad           = 3;
  localparam int EvStore          = 4;
  localparam int EvBranch         = 5;
  localparam int EvBranchTaken    = 6;
  localparam int EvMispredict     = 7;
  localparam int EvException      = 8;
  localparam int EvInterrupt      = 9;
  localparam int EvL1iAccess      = 10;
  localparam int EvL1iMiss        = 11;
  localparam int EvL1dReadAccess  = 12;
  localparam int EvL1dReadMiss    = 13;
  localparam int EvL1dWriteAccess = 14;
  localparam int EvL1dWriteMiss   = 15;
  localparam int EvFrontendStall  = 16;
  localparam int EvBackendStall   = 17;
  localparam int EvRefCycle       = 18;
  localparam int EvItlbMiss       = 19;
  localparam int EvDtlbReadMiss   = 20;
  localparam int EvDtlbWriteMiss  = 21;
  localparam int EvPageWalk       = 22;
  localparam int EvHalted         = 23;
  localparam int EvTdRetiring     = 24;
  localparam int EvTdBrCond       = 25;
  localparam int EvTdBrJump       = 26;
  localparam int EvTdClrException = 27;
  localparam int EvTdClrInterrupt = 28;
  localparam int EvTdClrFlush     = 29;
  localparam int EvTdL1iMiss      = 30;
  localparam int EvTdItlb         = 31;
  localparam int EvTdFetchOther   = 32;
  localparam int EvTdFetchSplit   = 33;
  localparam int EvTdL1dLatency   = 34;
  localparam int EvTdL1dMiss      = 35;
  localparam int EvTdDtlb         = 36;
  localparam int EvTdStore        = 37;
  localparam int EvTdBusAtomic    = 38;
  localparam int EvTdMulDiv       = 39;
  localparam int EvTdSerialize    = 40;
  localparam int EvTdCoreOther    = 41;
  // The top-down leaves under Cycles (docs/topdown.md): one fires in every
  // cycle Cycle does.
  localparam logic [NumEvents-1:0] TdCycleLeaves = 42'h3ffff000000;
  // END events

endpackage
