// SPDX-License-Identifier: Apache-2.0
// An in-order five-stage RISC-V hart (RV32IMAC or RV64IMAC, Zicsr, Zifencei,
// M/S/U modes) hosting the HPM block.
//
//   IF  fetch through the ITLB and the L1I timing model, at any 2-byte
//       boundary; a compressed instruction is expanded here; static
//       prediction (jal taken, backward branches taken, everything else
//       not taken)
//   ID  decode, register read, hazard detection
//   EX  ALU, multiply/divide, branch resolution (misprediction: 2 cycles)
//   MEM loads, stores, LR/SC and AMOs through the DTLB, the L1D timing
//       model and the PMP; an AMO reads and writes memory in the same cycle
//
// A TLB miss in IF or MEM starts the page-table walker (core_ptw), which
// reads PTEs through the L1D and the PMP and fills the TLB that missed.
//   WB  commit: the CSR unit retires the instruction or turns it into a trap
//
// Traps are precise: they are taken at commit, and a younger store in MEM is
// suppressed in that cycle. CSR and system instructions serialize: younger
// instructions wait in ID until they commit, then fetch restarts behind
// them. docs/soc.md has the stall rules and the event definitions.
module core #(
  parameter int          XLEN        = 64,
  parameter int          IC_SETS     = 64,
  parameter int          IC_WAYS     = 2,
  parameter int          IC_LINE     = 32,
  parameter int          IC_PENALTY  = 10,
  parameter int          DC_SETS     = 64,
  parameter int          DC_WAYS     = 2,
  parameter int          DC_LINE     = 32,
  parameter int          DC_PENALTY  = 10,
  parameter int          ITLB_ENTRIES = 8,
  parameter int          DTLB_ENTRIES = 8,
  parameter int          NUM_HPM     = 29,
  parameter int          HPM_WIDTH   = 64,
  parameter int          HART_ID     = 0,
  // mvendorid, marchid, mimpid: 0 unless the SoC gives its own
  parameter logic [31:0] MVENDORID   = 32'h0000_0000,
  parameter logic [31:0] MARCHID     = 32'h0000_0000,
  parameter logic [31:0] MIMPID      = 32'h0000_0000
) (
  input  logic              clk_i,
  input  logic              rst_ni,
  input  logic [XLEN-1:0]   boot_addr_i,       // first instruction after reset

  // Instruction port: combinational read of the 32 bits that start at
  // imem_addr_o, a 2-byte aligned address (they may lie in two words).
  output logic [XLEN-1:0]   imem_addr_o,
  input  logic [31:0]       imem_rdata_i,
  input  logic              imem_err_i,        // nothing answers at that address
  input  logic              imem_cacheable_i,  // the address is RAM

  // Data port: combinational read, write at the clock edge. The access
  // happens in a cycle where the bus grants it (dmem_gnt_i); until then the
  // request stays, and MEM or the walker waits. err and cacheable describe
  // this port's own address whether or not it is granted.
  output logic              dmem_req_o,
  input  logic              dmem_gnt_i,
  output logic              dmem_we_o,
  output logic [XLEN-1:0]   dmem_addr_o,       // aligned to the access size
  output logic [XLEN-1:0]   dmem_wdata_o,      // in its byte lanes
  output logic [XLEN/8-1:0] dmem_be_o,
  input  logic [XLEN-1:0]   dmem_rdata_i,      // the XLEN-aligned word
  input  logic              dmem_err_i,
  input  logic              dmem_cacheable_i,

  // Another hart's write that the bus grants this cycle (store, SC or AMO):
  // it clears this hart's LR reservation on the same doubleword.
  input  logic              snoop_valid_i,
  input  logic [XLEN-1:0]   snoop_addr_i,

  input  logic              irq_software_i,
  input  logic              irq_timer_i,
  input  logic              irq_external_i,
  input  logic [63:0]       time_i             // CLINT mtime, for the time CSR
);

  localparam int NumEvents = core_pkg::NumEvents;
  // An empty slot's cause is the top-down leaf it counts as: that leaf's
  // event index (docs/topdown.md).
  localparam int WhyW      = $clog2(NumEvents);
  localparam int BeW       = XLEN / 8;
  localparam int ByteOffW  = $clog2(BeW);
  // Sv39 on RV64, Sv32 on RV32
  localparam int VpnW      = (XLEN == 64) ? 27 : 20;
  localparam int PpnW      = (XLEN == 64) ? 44 : 22;
  localparam int AsidW     = (XLEN == 64) ? 16 : 9;
  localparam int PaW       = PpnW + 12;

  // ====================================================== pipeline registers
  // The records are wider than 64 bits, which a simulator holds as arrays of
  // 32-bit words. A packed struct's last member is its bit 0, so the XLEN
  // fields and the instruction word come last, in that order, and every one
  // of them starts on a word boundary: a simulator then reads and writes
  // them as whole words instead of shifting and masking across two.
  //
  // What every stage holds of its instruction: which one it is, and the
  // exception it has raised so far (taken at commit). A stage that holds no
  // instruction holds a bubble, and why says what made it: the top-down
  // leaf the commit slot counts when the bubble reaches it (0, as reset
  // leaves it, counts as TdFetchOther).
  typedef struct packed {
    logic [WhyW-1:0] why;
    logic            valid;
    logic            exc;
    logic [4:0]      cause;
    logic [31:0]     instr;       // expanded; an illegal 16-bit one as it is
    logic [XLEN-1:0] pc;
  } insn_t;

  // A memory access as decode gives it: ID passes it on to MEM, and WB
  // counts it.
  typedef struct packed {
    logic       load;
    logic       store;
    logic [1:0] size;         // log2 bytes
    logic       zero_ext;     // a load zero-extends its value
    logic       amo;          // LR, SC or an AMO (load and store say which sides)
    logic [4:0] amo_op;       // core_pkg::Amo*
  } mem_op_t;

  typedef struct packed {
    logic            compressed;
    logic            c_illegal;   // an illegal 16-bit encoding
    logic            pred_taken;
    logic            exc_hi;      // the fault was the second halfword's
    insn_t           insn;
  } if_id_t;

  typedef struct packed {
    logic            compressed;
    logic            pred_taken;
    logic [4:0]      rs1;         // 0 when the instruction reads no rs1
    logic [4:0]      rs2;
    logic [4:0]      rs1_field;   // raw: a CSR immediate, or x0 for csrrs/c
    logic [4:0]      rd;
    logic            rd_we;
    logic [3:0]      alu_op;
    logic            alu_pc_a;
    logic            alu_imm_b;
    logic            word_op;
    mem_op_t         mem;
    logic            branch;
    logic [2:0]      branch_cond;
    logic            jal;
    logic            jalr;
    logic            muldiv;
    logic [2:0]      muldiv_op;
    logic            csr;
    logic [1:0]      csr_op;
    logic            csr_imm;
    logic [2:0]      sys_op;
    insn_t           insn;
    logic [XLEN-1:0] tval;
    logic [XLEN-1:0] rs1_val;
    logic [XLEN-1:0] rs2_val;
    logic [XLEN-1:0] imm;
  } id_ex_t;

  typedef struct packed {
    logic [4:0]      rd;
    logic            rd_we;
    mem_op_t         mem;
    logic            branch;
    logic            taken;
    logic            mispredict;
    logic            csr;
    logic [1:0]      csr_op;
    logic            csr_write;
    logic [2:0]      sys_op;
    insn_t           insn;
    logic [XLEN-1:0] tval;
    logic [XLEN-1:0] result;      // ALU/M result, link address, or memory address
    logic [XLEN-1:0] store_data;
    logic [XLEN-1:0] csr_operand;
  } ex_mem_t;
  // WB holds the record MEM had, with the load value as the result; the
  // store fields are not used there.


  // The first cycle after reset loads boot_addr_i into the fetch pc, so the
  // pc flop resets to a constant.
  logic    booting_q;
  // The fetch at pc_q has hit in the L1I but IF could not pass it on (ID
  // was held): it is not looked up, nor counted, again while it waits.
  logic    fetched_q, fetched_d;
  if_id_t  if_id_q, if_id_d;
  id_ex_t  id_ex_q, id_ex_d;
  ex_mem_t ex_mem_q, ex_mem_d;
  ex_mem_t mem_wb_q, mem_wb_d;
  logic [XLEN-1:0] pc_q, pc_d;

  // ====================================================== control signals
  logic halted;                          // WFI: the clock is stopped
  logic wb_redirect;
  logic [XLEN-1:0] wb_redirect_pc;
  logic ex_redirect;
  logic [XLEN-1:0] ex_redirect_pc;
  logic mem_hold, ex_hold, id_hold, if_ready;

  // ====================================================== IF
  logic [XLEN-1:0] imm_b_if, imm_j_if, pred_next;
  logic            pred_taken_if;
  logic            ic_ready, ic_access, ic_miss, fetch_ok, fetch_fault;
  logic [31:0]     fetch_instr, rvc_instr;
  logic            fetch_is32, rvc_illegal, fetch_c_illegal;
  // A 32-bit instruction in the last halfword of an L1I line (so perhaps of
  // a page) is fetched in two halves, each translated and looked up on its
  // own: first_half_q records that the first is done, low_half_q holds it.
  localparam int IcOffW = $clog2(IC_LINE);
  logic            straddle, first_half_q, first_half_d;
  logic [15:0]     low_half_q, low_half_d;
  logic [XLEN-1:0] fetch_va, fetch_pa;
  logic [1:0]      priv;
  logic [1:0]      data_priv;
  logic [core_pkg::PmpEntries*8-1:0]    pmp_cfg;
  logic [core_pkg::PmpEntries*XLEN-1:0] pmp_addr;
  logic            fence_i_commit;

  // Translation state from the CSRs, and the walker's outputs both TLBs use.
  logic             paging, sum, mxr;
  logic [AsidW-1:0] satp_asid;
  logic [PpnW-1:0]  satp_ppn;
  logic             ptw_busy, ptw_fault, ptw_fault_access;
  logic [VpnW-1:0]  ptw_fault_vpn;
  logic             ptw_fill_itlb, ptw_fill_dtlb;
  logic [VpnW-1:0]  ptw_fill_vpn;
  logic [1:0]       ptw_fill_level;
  logic [AsidW-1:0] ptw_fill_asid;
  logic [PpnW-1:0]  ptw_fill_ppn;
  logic [7:0]       ptw_fill_perm;
  logic             tlb_flush, tlb_flush_by_vpn, tlb_flush_by_asid;
  logic [VpnW-1:0]  tlb_flush_vpn;
  logic [AsidW-1:0] tlb_flush_asid;

  // ---- the two translations: IF's through the ITLB, MEM's through the
  // DTLB. The walker fills the TLB of the side that missed, and sfence.vma
  // flushes both. A miss whose page the walker has just found to fault is
  // done (walk_done): the side takes the fault instead of waiting. Which
  // permissions a hit needs is each side's own.
  localparam int Itlb = 0;
  localparam int Dtlb = 1;
  logic [XLEN-1:0] mem_va;
  logic [1:0]      tlb_paging;   // the side's accesses are translated
  logic [1:0]      tlb_lookup, tlb_fill, tlb_hit, tlb_walk_done, tlb_va_invalid, tlb_pa_over;
  logic [XLEN-1:0] tlb_va [2];
  logic [XLEN-1:0] tlb_pa [2];
  logic [PpnW-1:0] tlb_ppn [2];
  logic [7:0]      tlb_perm [2];

  for (genvar t = 0; t < 2; t++) begin : gen_tlb
    core_tlb #(
      .XLEN    (XLEN),
      .ENTRIES ((t == Itlb) ? ITLB_ENTRIES : DTLB_ENTRIES)
    ) u_tlb (
      .clk_i,
      .rst_ni,
      // This side's lookup, and the walker's fill when this side missed.
      .lookup_i        (tlb_lookup[t]),
      .vpn_i           (tlb_va[t][12 +: VpnW]),
      .hit_o           (tlb_hit[t]),
      .ppn_o           (tlb_ppn[t]),
      .perm_o          (tlb_perm[t]),
      .fill_i          (tlb_fill[t]),
      // What both sides share: the address space, the walker's leaf and
      // sfence.vma.
      .asid_i          (satp_asid),
      .fill_vpn_i      (ptw_fill_vpn),
      .fill_level_i    (ptw_fill_level),
      .fill_asid_i     (ptw_fill_asid),
      .fill_ppn_i      (ptw_fill_ppn),
      .fill_perm_i     (ptw_fill_perm),
      .flush_i         (tlb_flush),
      .flush_by_vpn_i  (tlb_flush_by_vpn),
      .flush_by_asid_i (tlb_flush_by_asid),
      .flush_vpn_i     (tlb_flush_vpn),
      .flush_asid_i    (tlb_flush_asid)
    );

    assign tlb_walk_done[t] = !tlb_hit[t] && ptw_fault && ptw_fault_vpn == tlb_va[t][12 +: VpnW];
    assign tlb_pa[t]        = tlb_paging[t] ? XLEN'({tlb_ppn[t], tlb_va[t][11:0]}) : tlb_va[t];
    if (XLEN == 64) begin : gen_sv39
      // Addresses must be bits 38:0 sign-extended.
      assign tlb_va_invalid[t] = tlb_va[t][XLEN-1:38] != {(XLEN-38){tlb_va[t][38]}};
      assign tlb_pa_over[t]    = 1'b0;
    end else begin : gen_sv32
      // Sv32 uses all 32 bits, and reaches 34-bit physical addresses:
      // nothing answers above 4 GiB.
      assign tlb_va_invalid[t] = 1'b0;
      assign tlb_pa_over[t]    = tlb_paging[t] && tlb_ppn[t][PpnW-1 -: 2] != 2'b00;
    end
  end

  // ---- instruction translation
  logic       itlb_wait, if_page_fault, if_walk_fault, if_walk_req;
  logic [7:0] itlb_perm;

  assign fetch_va         = first_half_q ? pc_q + XLEN'(2) : pc_q;
  assign fetch_pa         = tlb_pa[Itlb];
  assign tlb_va[Itlb]     = fetch_va;
  assign tlb_paging[Itlb] = paging && priv != core_pkg::PrivM;
  assign tlb_lookup[Itlb] = tlb_paging[Itlb];
  assign tlb_fill[Itlb]   = ptw_fill_itlb;
  assign itlb_perm        = tlb_perm[Itlb];

  // A miss waits for the walker, unless the walker has just found that the
  // page faults. A hit needs X, and U only in U-mode (S never executes user
  // pages, whatever SUM says).
  assign itlb_wait     = tlb_paging[Itlb] && !tlb_hit[Itlb] && !tlb_va_invalid[Itlb] &&
                         !tlb_walk_done[Itlb];
  assign if_page_fault = tlb_paging[Itlb] &&
                         (tlb_va_invalid[Itlb] || (tlb_walk_done[Itlb] && !ptw_fault_access) ||
                          (tlb_hit[Itlb] && !(itlb_perm[core_pkg::PteX] &&
                                              (itlb_perm[core_pkg::PteU] == (priv == core_pkg::PrivU)))));
  assign if_walk_fault = tlb_paging[Itlb] && tlb_walk_done[Itlb];

  assign imem_addr_o = fetch_pa;

  core_rvc_expand #(
    .XLEN (XLEN)
  ) u_rvc (
    .instr_i   (imem_rdata_i[15:0]),
    .instr_o   (rvc_instr),
    .illegal_o (rvc_illegal)
  );

  assign fetch_is32      = first_half_q || imem_rdata_i[1:0] == 2'b11;
  assign fetch_instr     = first_half_q ? {imem_rdata_i[15:0], low_half_q} :
                           fetch_is32   ? imem_rdata_i : rvc_instr;
  assign fetch_c_illegal = !fetch_is32 && rvc_illegal;
  assign straddle        = fetch_is32 && (&pc_q[IcOffW-1:1]);

  // The predictor sees the expanded instruction, so c.j, c.jal, c.beqz and
  // c.bnez are predicted as their 32-bit forms; a fall-through is the next
  // instruction, 2 or 4 bytes on.
  assign imm_b_if = {{(XLEN-12){fetch_instr[31]}}, fetch_instr[7], fetch_instr[30:25],
                     fetch_instr[11:8], 1'b0};
  assign imm_j_if = {{(XLEN-20){fetch_instr[31]}}, fetch_instr[19:12], fetch_instr[20],
                     fetch_instr[30:21], 1'b0};

  always_comb begin
    pred_taken_if = 1'b0;
    pred_next     = pc_q + (fetch_is32 ? XLEN'(4) : XLEN'(2));
    if (fetch_c_illegal) begin
      // an illegal halfword is not a jump, whatever its expansion looks like
    end else if (fetch_instr[6:0] == core_pkg::OpJal) begin
      pred_taken_if = 1'b1;
      pred_next     = pc_q + imm_j_if;
    end else if (fetch_instr[6:0] == core_pkg::OpBranch && fetch_instr[31]) begin
      pred_taken_if = 1'b1;  // backward: a loop
      pred_next     = pc_q + imm_b_if;
    end
  end

  logic fetch_pmp_ok;
  core_pmp #(
    .XLEN    (XLEN),
    .ENTRIES (core_pkg::PmpEntries)
  ) u_pmp_fetch (
    .cfg_i     (pmp_cfg),
    .addr_i    (pmp_addr),
    .check_i   (1'b1),
    .priv_i    (priv),
    .start_i   (fetch_pa),
    .size_i    ((fetch_is32 && !straddle) ? 4'd4 : 4'd2),
    .perm_i    (3'b100),
    .allowed_o (fetch_pmp_ok)
  );

  // A fetch that faults needs no cache: it goes down the pipe as an
  // exception. Uncached (non-RAM) fetches take one cycle.
  logic fetch_req;
  assign fetch_fault = !itlb_wait && (if_page_fault || if_walk_fault || tlb_pa_over[Itlb] ||
                                      imem_err_i || !fetch_pmp_ok);
  assign fetch_req   = !booting_q && !halted && !itlb_wait && !fetch_fault && imem_cacheable_i &&
                       !fetched_q;
  assign if_walk_req = itlb_wait && !booting_q && !halted && !wb_redirect && !ex_redirect;

  core_cache_timing #(
    .XLEN         (XLEN),
    .SETS         (IC_SETS),
    .WAYS         (IC_WAYS),
    .LINE_BYTES   (IC_LINE),
    .MISS_PENALTY (IC_PENALTY)
  ) u_icache (
    .clk_i,
    .rst_ni,
    .req_i        (fetch_req),
    .addr_i       (fetch_pa),
    .invalidate_i (fence_i_commit),
    .ready_o      (ic_ready),
    .access_o     (ic_access),
    .miss_o       (ic_miss)
  );

  logic half_done;  // this cycle's lookup (of the word, or of a half) is done
  logic fetch_hit;  // and with it all the instruction needs
  assign half_done = !itlb_wait && !fetch_fault && (ic_ready || !imem_cacheable_i);
  assign fetch_hit = half_done && (!straddle || first_half_q);
  assign fetch_ok  = !itlb_wait && (fetch_fault || fetch_hit || fetched_q);
  assign if_ready  = !booting_q && !halted && fetch_ok;

  // ====================================================== ID
  logic            dec_illegal, dec_use_rs1, dec_use_rs2, dec_rd_we;
  logic [4:0]      dec_rs1, dec_rs2, dec_rd;
  logic [XLEN-1:0] dec_imm;
  logic [3:0]      dec_alu_op;
  logic            dec_alu_pc_a, dec_alu_imm_b, dec_word_op;
  logic            dec_branch, dec_jal, dec_jalr, dec_muldiv, dec_csr, dec_csr_imm;
  mem_op_t         dec_mem;
  logic [2:0]      dec_branch_cond, dec_muldiv_op, dec_sys_op;
  logic [1:0]      dec_csr_op;

  core_decode #(
    .XLEN (XLEN)
  ) u_decode (
    .instr_i        (if_id_q.insn.instr),
    .illegal_o      (dec_illegal),
    .rs1_o          (dec_rs1),
    .rs2_o          (dec_rs2),
    .rd_o           (dec_rd),
    .use_rs1_o      (dec_use_rs1),
    .use_rs2_o      (dec_use_rs2),
    .rd_we_o        (dec_rd_we),
    .imm_o          (dec_imm),
    .alu_op_o       (dec_alu_op),
    .alu_pc_a_o     (dec_alu_pc_a),
    .alu_imm_b_o    (dec_alu_imm_b),
    .word_op_o      (dec_word_op),
    .load_o         (dec_mem.load),
    .store_o        (dec_mem.store),
    .mem_size_o     (dec_mem.size),
    .mem_unsigned_o (dec_mem.zero_ext),
    .branch_o       (dec_branch),
    .branch_cond_o  (dec_branch_cond),
    .jal_o          (dec_jal),
    .jalr_o         (dec_jalr),
    .muldiv_o       (dec_muldiv),
    .muldiv_op_o    (dec_muldiv_op),
    .amo_o          (dec_mem.amo),
    .amo_op_o       (dec_mem.amo_op),
    .csr_o          (dec_csr),
    .csr_op_o       (dec_csr_op),
    .csr_imm_o      (dec_csr_imm),
    .sys_op_o       (dec_sys_op)
  );

  logic [XLEN-1:0] rf_a, rf_b;
  logic            rf_we;
  logic [XLEN-1:0] wb_value;

  core_regfile #(
    .XLEN (XLEN)
  ) u_regfile (
    .clk_i,
    .rst_ni,
    .raddr_a_i (dec_rs1),
    .raddr_b_i (dec_rs2),
    .rdata_a_o (rf_a),
    .rdata_b_o (rf_b),
    .we_i      (rf_we),
    .waddr_i   (mem_wb_q.rd),
    .wdata_i   (wb_value)
  );

  // Hazards. A load's data (and an SC's or AMO's result) exists only at the
  // end of MEM, so an instruction that needs it waits one cycle in ID.
  // Serializing instructions (CSR and system) keep everything younger in ID
  // until they have committed.
  logic load_use, serialize;
  function automatic logic serializing(input logic valid, input logic csr, input logic [2:0] sys);
    serializing = valid && (csr || sys != core_pkg::SysNone);
  endfunction

  assign load_use = id_ex_q.insn.valid && (id_ex_q.mem.load || id_ex_q.mem.amo) && id_ex_q.rd != 5'd0 &&
                    ((dec_use_rs1 && dec_rs1 == id_ex_q.rd) || (dec_use_rs2 && dec_rs2 == id_ex_q.rd));
  assign serialize = serializing(id_ex_q.insn.valid, id_ex_q.csr, id_ex_q.sys_op) ||
                     serializing(ex_mem_q.insn.valid, ex_mem_q.csr, ex_mem_q.sys_op) ||
                     serializing(mem_wb_q.insn.valid, mem_wb_q.csr, mem_wb_q.sys_op);
  assign id_hold = if_id_q.insn.valid && !if_id_q.insn.exc && (load_use || serialize);

  // ====================================================== EX
  logic [XLEN-1:0] fwd_a, fwd_b, alu_a, alu_b, alu_result, md_result;
  logic            md_ready;

  // Forwarding: the youngest older producer wins. MEM holds ALU results only
  // (a load, SC or AMO there is the load-use case, stalled in ID); WB holds
  // anything.
  function automatic logic [XLEN-1:0] forward(input logic [4:0] r, input logic [XLEN-1:0] v);
    if (r == 5'd0)                                                         forward = '0;
    else if (ex_mem_q.insn.valid && ex_mem_q.rd_we && !ex_mem_q.mem.load && !ex_mem_q.mem.amo &&
             ex_mem_q.rd == r)
      forward = ex_mem_q.result;
    else if (rf_we && mem_wb_q.rd == r)                                   forward = wb_value;
    else                                                                   forward = v;
  endfunction

  assign fwd_a = forward(id_ex_q.rs1, id_ex_q.rs1_val);
  assign fwd_b = forward(id_ex_q.rs2, id_ex_q.rs2_val);
  assign alu_a = id_ex_q.alu_pc_a ? id_ex_q.insn.pc : fwd_a;
  assign alu_b = id_ex_q.alu_imm_b ? id_ex_q.imm : fwd_b;

  core_alu #(
    .XLEN (XLEN)
  ) u_alu (
    .op_i     (id_ex_q.alu_op),
    .word_i   (id_ex_q.word_op),
    .a_i      (alu_a),
    .b_i      (alu_b),
    .result_o (alu_result)
  );

  logic ex_kill;
  core_muldiv #(
    .XLEN (XLEN)
  ) u_muldiv (
    .clk_i,
    .rst_ni,
    .valid_i  (id_ex_q.insn.valid && id_ex_q.muldiv && !id_ex_q.insn.exc),
    .kill_i   (ex_kill),
    .accept_i (!mem_hold && !halted),
    .op_i     (id_ex_q.muldiv_op),
    .word_i   (id_ex_q.word_op),
    .a_i      (fwd_a),
    .b_i      (fwd_b),
    .ready_o  (md_ready),
    .result_o (md_result)
  );

  // Branch and jump resolution.
  logic            br_taken, cond;
  logic [XLEN-1:0] target, actual_next, link;
  always_comb begin
    unique case (id_ex_q.branch_cond)
      3'b000:  cond = fwd_a == fwd_b;
      3'b001:  cond = fwd_a != fwd_b;
      3'b100:  cond = $signed(fwd_a) < $signed(fwd_b);
      3'b101:  cond = $signed(fwd_a) >= $signed(fwd_b);
      3'b110:  cond = fwd_a < fwd_b;
      default: cond = fwd_a >= fwd_b;  // 3'b111
    endcase
  end

  assign br_taken    = id_ex_q.jal || id_ex_q.jalr || (id_ex_q.branch && cond);
  assign target      = id_ex_q.jalr ? ((fwd_a + id_ex_q.imm) & ~XLEN'(1)) : (id_ex_q.insn.pc + id_ex_q.imm);
  assign link        = id_ex_q.insn.pc + (id_ex_q.compressed ? XLEN'(2) : XLEN'(4));
  assign actual_next = br_taken ? target : link;

  // The prediction made at fetch was the next instruction unless
  // pred_taken; a taken prediction was always pc+imm, which is right for
  // jal and branches. With C every target is 2-byte aligned (jalr clears
  // bit 0; branch and jal offsets are even), so no jump raises
  // instruction-address-misaligned.
  logic ex_mispredict;
  assign ex_mispredict = id_ex_q.insn.valid && !id_ex_q.insn.exc &&
                         (id_ex_q.branch || id_ex_q.jal || id_ex_q.jalr) &&
                         (br_taken != id_ex_q.pred_taken || (id_ex_q.jalr && br_taken));
  assign ex_redirect    = ex_mispredict && !ex_hold && !mem_hold && !halted;
  assign ex_redirect_pc = actual_next;
  assign ex_hold        = id_ex_q.insn.valid && id_ex_q.muldiv && !id_ex_q.insn.exc && !md_ready;

  // ====================================================== MEM
  logic            mem_access, mem_misaligned, mem_pmp_ok, mem_fault, dc_ready, dc_access, dc_miss;
  logic [3:0]      mem_bytes;
  logic [XLEN-1:0] load_word, load_value;
  logic            wb_trap;
  logic [XLEN-1:0] mem_pa;

  assign mem_va    = ex_mem_q.result;
  assign mem_pa    = tlb_pa[Dtlb];
  assign mem_bytes = 4'd1 << ex_mem_q.mem.size;
  assign mem_misaligned = |(mem_va[2:0] & 3'(mem_bytes - 4'd1));
  assign mem_access = ex_mem_q.insn.valid && !ex_mem_q.insn.exc &&
                      (ex_mem_q.mem.load || ex_mem_q.mem.store);

  // ---- data translation (MPRV applies through data_priv)
  logic       dtlb_wait, mem_perm_ok, mem_page_fault, mem_walk_fault, mem_walk_req;
  logic [7:0] dtlb_perm;

  assign tlb_va[Dtlb]     = mem_va;
  assign tlb_paging[Dtlb] = paging && data_priv != core_pkg::PrivM;
  assign tlb_lookup[Dtlb] = mem_access && tlb_paging[Dtlb];
  assign tlb_fill[Dtlb]   = ptw_fill_dtlb;
  assign dtlb_perm        = tlb_perm[Dtlb];

  // A misaligned access traps before translation. A load needs R (or X
  // with MXR), a store W and D (Svade: no hardware update of D), an AMO
  // both; a user page needs SUM in S-mode, and U-mode needs a user page.
  assign dtlb_wait      = tlb_lookup[Dtlb] && !mem_misaligned && !tlb_hit[Dtlb] &&
                          !tlb_va_invalid[Dtlb] && !tlb_walk_done[Dtlb];
  assign mem_perm_ok    = ((data_priv == core_pkg::PrivU) ? dtlb_perm[core_pkg::PteU]
                                                        : (!dtlb_perm[core_pkg::PteU] || sum)) &&
                          (!ex_mem_q.mem.load || dtlb_perm[core_pkg::PteR] ||
                           (mxr && dtlb_perm[core_pkg::PteX])) &&
                          (!ex_mem_q.mem.store || (dtlb_perm[core_pkg::PteW] && dtlb_perm[core_pkg::PteD]));
  assign mem_page_fault = tlb_paging[Dtlb] &&
                          (tlb_va_invalid[Dtlb] || (tlb_walk_done[Dtlb] && !ptw_fault_access) ||
                           (tlb_hit[Dtlb] && !mem_perm_ok));
  assign mem_walk_fault = tlb_paging[Dtlb] && tlb_walk_done[Dtlb];

  // LR/SC. One reservation: the address an LR read. An SC succeeds when it
  // names that address, and clears it either way; a failing SC raises its
  // exceptions but makes no access. Any store, SC or AMO to the reserved
  // doubleword, and any trap, clears it too (docs/soc.md).
  logic            resv_valid_q, resv_valid_d;
  logic [XLEN-1:0] resv_addr_q, resv_addr_d;
  logic            is_lr, is_sc, sc_fails, mem_go;
  assign is_lr    = ex_mem_q.mem.amo && ex_mem_q.mem.amo_op == core_pkg::AmoLr;
  assign is_sc    = ex_mem_q.mem.amo && ex_mem_q.mem.amo_op == core_pkg::AmoSc;
  assign sc_fails = is_sc && !(resv_valid_q && resv_addr_q == mem_pa);

  core_pmp #(
    .XLEN    (XLEN),
    .ENTRIES (core_pkg::PmpEntries)
  ) u_pmp_data (
    .cfg_i     (pmp_cfg),
    .addr_i    (pmp_addr),
    .check_i   (ptw_busy || mem_access),
    .priv_i    (ptw_busy ? core_pkg::PrivS : data_priv),        // page tables: as S
    .start_i   (ptw_busy ? pte_pa : mem_pa),
    .size_i    (ptw_busy ? 4'(BeW) : mem_bytes),
    .perm_i    (ptw_busy ? 3'b001 : {1'b0, ex_mem_q.mem.store, ex_mem_q.mem.load}),  // an AMO needs both
    .allowed_o (mem_pmp_ok)
  );

  // While the walker owns the data side (PMP, L1D, bus) MEM waits, and
  // its fault signals below mean nothing.
  assign mem_fault = mem_misaligned || mem_page_fault || mem_walk_fault || tlb_pa_over[Dtlb] ||
                     !mem_pmp_ok || dmem_err_i;

  // An access the bus did not grant has already made its L1D lookup:
  // bus_wait_q says so, and the retry makes no second lookup (which would
  // count the access twice) while it waits for the grant. A redirect
  // flushes MEM and the walker, and with them the waiting access.
  logic dc_req, dc_done, mem_want, mem_bus, mem_hold_cache;
  logic bus_wait_q, bus_wait_d;
  assign mem_go   = mem_access && !dtlb_wait && !ptw_busy && !mem_fault && !sc_fails && !wb_trap;
  assign dc_done  = dc_ready || bus_wait_q;
  assign mem_want = mem_go && !mem_hold_cache;
  assign mem_bus  = mem_want && dmem_gnt_i;
  assign dc_req   = !bus_wait_q &&
                    (ptw_busy ? (!pte_err && dmem_cacheable_i) : (mem_go && dmem_cacheable_i));
  assign bus_wait_d = dmem_req_o && !dmem_gnt_i && !wb_redirect;

  // ---- the walker: one PTE read at a time through the data side. It
  // starts only when MEM is not using that side, and MEM's own misses go
  // first (they are older than any fetch).
  logic [PaW-1:0]  pte_addr;
  logic [XLEN-1:0] pte_pa;
  logic            pte_err, pte_over, pte_ready, pte_done, ptw_start;
  assign pte_pa       = XLEN'(pte_addr);
  assign pte_err      = pte_over || !mem_pmp_ok || dmem_err_i;
  assign pte_ready    = !dmem_cacheable_i || dc_done;
  assign pte_done     = pte_err || (pte_ready && dmem_gnt_i);
  assign mem_walk_req = dtlb_wait && !wb_trap;
  assign ptw_start    = !ptw_busy && (mem_walk_req || (if_walk_req && !mem_go));
  if (XLEN == 32) begin : gen_pte_pa34
    assign pte_over = pte_addr[PaW-1 -: 2] != 2'b00;
  end else begin : gen_pte_pa56
    assign pte_over = 1'b0;
  end

  core_ptw #(
    .XLEN (XLEN)
  ) u_ptw (
    .clk_i,
    .rst_ni,
    .start_i        (ptw_start),
    .start_data_i   (mem_walk_req),
    .start_vpn_i    (mem_walk_req ? mem_va[12 +: VpnW] : fetch_va[12 +: VpnW]),
    .root_ppn_i     (satp_ppn),
    .asid_i         (satp_asid),
    .flush_i        (wb_redirect),
    .busy_o         (ptw_busy),
    .pte_addr_o     (pte_addr),
    .pte_done_i     (pte_done),
    .pte_err_i      (pte_err),
    .pte_i          (dmem_rdata_i),
    .fill_itlb_o    (ptw_fill_itlb),
    .fill_dtlb_o    (ptw_fill_dtlb),
    .fill_vpn_o     (ptw_fill_vpn),
    .fill_level_o   (ptw_fill_level),
    .fill_asid_o    (ptw_fill_asid),
    .fill_ppn_o     (ptw_fill_ppn),
    .fill_perm_o    (ptw_fill_perm),
    .fault_o        (ptw_fault),
    .fault_access_o (ptw_fault_access),
    .fault_vpn_o    (ptw_fault_vpn)
  );

  core_cache_timing #(
    .XLEN         (XLEN),
    .SETS         (DC_SETS),
    .WAYS         (DC_WAYS),
    .LINE_BYTES   (DC_LINE),
    .MISS_PENALTY (DC_PENALTY)
  ) u_dcache (
    .clk_i,
    .rst_ni,
    .req_i        (dc_req),
    .addr_i       (ptw_busy ? pte_pa : mem_pa),
    .invalidate_i (1'b0),
    .ready_o      (dc_ready),
    .access_o     (dc_access),
    .miss_o       (dc_miss)
  );

  assign mem_hold_cache = (mem_access && !wb_trap && (dtlb_wait || ptw_busy)) ||
                          (mem_go && dmem_cacheable_i && !dc_done);
  assign mem_hold       = mem_hold_cache || (mem_want && !dmem_gnt_i);

  // The bus sees an access only once the cache timing lets it complete, and
  // never in a cycle where an older instruction traps. An AMO's read and
  // write are one bus access: the read is combinational, the write lands at
  // the clock edge.
  logic [XLEN-1:0] amo_value;
  assign dmem_req_o   = ptw_busy ? (!pte_err && pte_ready) : mem_want;
  assign dmem_we_o    = !ptw_busy && ex_mem_q.mem.store;
  assign dmem_addr_o  = ptw_busy ? pte_pa : mem_pa;
  assign dmem_be_o    = ptw_busy ? '1 : BeW'(((1 << mem_bytes) - 1) << mem_va[ByteOffW-1:0]);
  assign dmem_wdata_o = ((ex_mem_q.mem.amo && !is_sc) ? amo_value : ex_mem_q.store_data)
                        << {mem_va[ByteOffW-1:0], 3'b000};

  assign load_word = dmem_rdata_i >> {mem_va[ByteOffW-1:0], 3'b000};

  // The AMO's new value, from the memory value (load_value: a word is
  // sign-extended, which keeps both signed and unsigned order) and rs2.
  logic [XLEN-1:0] amo_b;
  assign amo_b = (ex_mem_q.mem.size == 2'd2) ? XLEN'($signed(ex_mem_q.store_data[31:0]))
                                             : ex_mem_q.store_data;
  always_comb begin
    unique case (ex_mem_q.mem.amo_op)
      core_pkg::AmoSwap: amo_value = amo_b;
      core_pkg::AmoXor:  amo_value = load_value ^ amo_b;
      core_pkg::AmoOr:   amo_value = load_value | amo_b;
      core_pkg::AmoAnd:  amo_value = load_value & amo_b;
      core_pkg::AmoMin:  amo_value = ($signed(load_value) < $signed(amo_b)) ? load_value : amo_b;
      core_pkg::AmoMax:  amo_value = ($signed(load_value) < $signed(amo_b)) ? amo_b : load_value;
      core_pkg::AmoMinu: amo_value = (load_value < amo_b) ? load_value : amo_b;
      core_pkg::AmoMaxu: amo_value = (load_value < amo_b) ? amo_b : load_value;
      default:           amo_value = load_value + amo_b;  // AmoAdd
    endcase
  end

  always_comb begin
    resv_valid_d = resv_valid_q;
    resv_addr_d  = resv_addr_q;
    if (mem_bus && ex_mem_q.mem.store &&
        mem_pa[XLEN-1:3] == resv_addr_q[XLEN-1:3]) resv_valid_d = 1'b0;
    if (is_sc && mem_access && !mem_hold && !wb_trap) resv_valid_d = 1'b0;
    if (mem_bus && is_lr) begin
      resv_valid_d = 1'b1;
      resv_addr_d  = mem_pa;
    end
    if (snoop_valid_i && snoop_addr_i[XLEN-1:3] == resv_addr_q[XLEN-1:3]) resv_valid_d = 1'b0;
    if (wb_trap) resv_valid_d = 1'b0;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      resv_valid_q <= 1'b0;
      resv_addr_q  <= '0;
      bus_wait_q   <= 1'b0;
    end else begin
      resv_valid_q <= resv_valid_d;
      resv_addr_q  <= resv_addr_d;
      bus_wait_q   <= bus_wait_d;
    end
  end

  always_comb begin
    unique case (ex_mem_q.mem.size)
      2'd0:    load_value = ex_mem_q.mem.zero_ext ? XLEN'(load_word[7:0])
                                                  : {{(XLEN-8){load_word[7]}}, load_word[7:0]};
      2'd1:    load_value = ex_mem_q.mem.zero_ext ? XLEN'(load_word[15:0])
                                                  : {{(XLEN-16){load_word[15]}}, load_word[15:0]};
      2'd2:    load_value = ex_mem_q.mem.zero_ext ? XLEN'(load_word[31:0])
                                                  : XLEN'($signed(load_word[31:0]));
      default: load_value = load_word;
    endcase
  end

  // ====================================================== WB / commit
  logic            commit_retire, commit_trap, commit_irq, wfi_halt;
  logic [XLEN-1:0] csr_rdata;
  logic            hpm_csr_valid, hpm_csr_write, hpm_csr_hit, hpm_csr_illegal, hpm_csr_virtual, lcofi;
  logic [11:0]     hpm_csr_addr;
  logic [XLEN-1:0] hpm_csr_wdata, hpm_csr_rdata;
  logic            menvcfg_cde;
  logic [XLEN-1:0] siselect;

  core_csr #(
    .XLEN        (XLEN),
    .MVENDORID   (MVENDORID),
    .MARCHID     (MARCHID),
    .MIMPID      (MIMPID),
    .HART_ID     (HART_ID)
  ) u_csr (
    .clk_i,
    .rst_ni,
    .commit_valid_i       (mem_wb_q.insn.valid),
    .commit_pc_i          (mem_wb_q.insn.pc),
    .commit_instr_i       (mem_wb_q.insn.instr),
    .commit_exc_i         (mem_wb_q.insn.exc),
    .commit_cause_i       (mem_wb_q.insn.cause),
    .commit_tval_i        (mem_wb_q.tval),
    .commit_csr_i         (mem_wb_q.csr),
    .commit_csr_op_i      (mem_wb_q.csr_op),
    .commit_csr_write_i   (mem_wb_q.csr_write),
    .commit_csr_operand_i (mem_wb_q.csr_operand),
    .commit_sys_i         (mem_wb_q.sys_op),
    .commit_mem_done_i    (!mem_wb_q.insn.exc && (mem_wb_q.mem.load || mem_wb_q.mem.store)),
    .irq_software_i,
    .irq_timer_i,
    .irq_external_i,
    .hpm_csr_valid_o      (hpm_csr_valid),
    .hpm_csr_addr_o       (hpm_csr_addr),
    .hpm_csr_write_o      (hpm_csr_write),
    .hpm_csr_wdata_o      (hpm_csr_wdata),
    .hpm_csr_rdata_i      (hpm_csr_rdata),
    .hpm_csr_hit_i        (hpm_csr_hit),
    .hpm_csr_illegal_i    (hpm_csr_illegal),
    .hpm_lcofi_i          (lcofi),
    .retire_o             (commit_retire),
    .trap_o               (commit_trap),
    .interrupt_o          (commit_irq),
    .redirect_o           (wb_redirect),
    .redirect_pc_o        (wb_redirect_pc),
    .csr_rdata_o          (csr_rdata),
    .wfi_halt_o           (wfi_halt),
    .priv_o               (priv),
    .data_priv_o          (data_priv),
    .paging_o             (paging),
    .satp_asid_o          (satp_asid),
    .satp_ppn_o           (satp_ppn),
    .sum_o                (sum),
    .mxr_o                (mxr),
    .pmp_cfg_o            (pmp_cfg),
    .pmp_addr_o           (pmp_addr),
    .menvcfg_cde_o        (menvcfg_cde),
    .siselect_o           (siselect)
  );

  assign halted         = wfi_halt;
  assign wb_trap        = commit_trap;
  assign rf_we          = commit_retire && mem_wb_q.rd_we && mem_wb_q.rd != 5'd0;
  assign wb_value       = mem_wb_q.csr ? csr_rdata : mem_wb_q.result;
  assign fence_i_commit = commit_retire && mem_wb_q.sys_op == core_pkg::SysFenceI;

  // sfence.vma rs1, rs2: rs1 (an address) and rs2 (an ASID) select what is
  // dropped unless they are x0. The values travel as csr_operand (rs1) and
  // store_data (rs2).
  assign tlb_flush         = commit_retire && mem_wb_q.sys_op == core_pkg::SysSfence;
  assign tlb_flush_by_vpn  = mem_wb_q.insn.instr[19:15] != 5'd0;
  assign tlb_flush_by_asid = mem_wb_q.insn.instr[24:20] != 5'd0;
  assign tlb_flush_vpn     = mem_wb_q.csr_operand[12 +: VpnW];
  assign tlb_flush_asid    = mem_wb_q.store_data[AsidW-1:0];

  // ====================================================== top-down causes
  // The leaf a bubble counts as, by the stage that makes it
  // (docs/topdown.md). A redirect from commit empties every younger slot
  // that held an instruction, one from EX the slots of ID and IF: those
  // become bubbles of the redirect's kind. A stage that holds makes a
  // bubble of its own cause for the stage after it.
  logic [WhyW-1:0] clr_why, br_why, if_why, id_why, mem_why;
  assign clr_why = !commit_trap ? WhyW'(core_pkg::EvTdClrFlush) :
                   commit_irq   ? WhyW'(core_pkg::EvTdClrInterrupt) : WhyW'(core_pkg::EvTdClrException);
  assign br_why  = id_ex_q.branch ? WhyW'(core_pkg::EvTdBrCond) : WhyW'(core_pkg::EvTdBrJump);
  // IF is not ready: the walker, the first half of a split fetch just
  // done, or the L1I (a miss, or the refill of an earlier one).
  assign if_why  = itlb_wait               ? WhyW'(core_pkg::EvTdItlb) :
                   (half_done && straddle) ? WhyW'(core_pkg::EvTdFetchSplit) : WhyW'(core_pkg::EvTdL1iMiss);
  assign id_why  = !load_use          ? WhyW'(core_pkg::EvTdSerialize) :
                   id_ex_q.mem.amo    ? WhyW'(core_pkg::EvTdBusAtomic) : WhyW'(core_pkg::EvTdL1dLatency);
  // MEM holds: for the walker (its own walk, or a fetch's it waits
  // behind), for an L1D refill, or for the bus.
  assign mem_why = (mem_access && (dtlb_wait || ptw_busy)) ?
                     (dtlb_wait ? WhyW'(core_pkg::EvTdDtlb) : WhyW'(core_pkg::EvTdItlb)) :
                   (mem_go && dmem_cacheable_i && !dc_done) ?
                     (ex_mem_q.mem.load ? WhyW'(core_pkg::EvTdL1dMiss) : WhyW'(core_pkg::EvTdStore)) :
                   WhyW'(core_pkg::EvTdBusAtomic);

  // ====================================================== stage updates
  // A redirect from commit flushes every younger stage; one from EX flushes
  // IF and ID. Holds propagate backwards; a stage that cannot advance passes
  // a bubble forward.
  assign ex_kill = wb_redirect;

  always_comb begin
    pc_d     = pc_q;
    if_id_d  = if_id_q;
    id_ex_d  = id_ex_q;
    ex_mem_d = ex_mem_q;
    mem_wb_d = mem_wb_q;

    // ---- MEM -> WB
    if (halted) begin
      // the slot the commit stage holds the cycle the hart wakes
      mem_wb_d.insn.valid = 1'b0;
      mem_wb_d.insn.why   = WhyW'(core_pkg::EvTdCoreOther);
    end else if (mem_hold) begin
      mem_wb_d.insn.valid = 1'b0;
      mem_wb_d.insn.why   = mem_why;
    end else begin
      mem_wb_d            = ex_mem_q;
      mem_wb_d.insn.valid = ex_mem_q.insn.valid && !wb_redirect;
      if (ex_mem_q.insn.valid && wb_redirect) mem_wb_d.insn.why = clr_why;
      mem_wb_d.result     = is_sc ? XLEN'(sc_fails) : ex_mem_q.mem.load ? load_value : ex_mem_q.result;
      if (mem_access && mem_fault) begin
        mem_wb_d.insn.exc = 1'b1;
        mem_wb_d.tval     = mem_va;
        if (mem_misaligned) begin
          mem_wb_d.insn.cause = ex_mem_q.mem.store ? core_pkg::ExcStoreMisaligned
                                                   : core_pkg::ExcLoadMisaligned;
        end else if (mem_page_fault) begin
          mem_wb_d.insn.cause = ex_mem_q.mem.store ? core_pkg::ExcStorePageFault
                                                   : core_pkg::ExcLoadPageFault;
        end else begin
          mem_wb_d.insn.cause = ex_mem_q.mem.store ? core_pkg::ExcStoreAccess
                                                   : core_pkg::ExcLoadAccess;
        end
      end
    end

    // ---- EX -> MEM
    if (!mem_hold && !halted) begin
      if (ex_hold) begin
        ex_mem_d.insn.valid = 1'b0;
        ex_mem_d.insn.why   = wb_redirect ? clr_why : WhyW'(core_pkg::EvTdMulDiv);
      end else begin
        ex_mem_d.insn         = id_ex_q.insn;
        ex_mem_d.insn.valid   = id_ex_q.insn.valid && !wb_redirect;
        if (id_ex_q.insn.valid && wb_redirect) ex_mem_d.insn.why = clr_why;
        ex_mem_d.rd           = id_ex_q.rd;
        ex_mem_d.rd_we        = id_ex_q.rd_we;
        ex_mem_d.mem          = id_ex_q.mem;
        ex_mem_d.store_data   = fwd_b;
        ex_mem_d.branch       = id_ex_q.branch;
        ex_mem_d.taken        = br_taken;
        ex_mem_d.mispredict   = ex_mispredict;
        ex_mem_d.csr          = id_ex_q.csr;
        ex_mem_d.csr_op       = id_ex_q.csr_op;
        // csrrs/csrrc with x0 or a zero immediate only read.
        ex_mem_d.csr_write    = (id_ex_q.csr_op == 2'b01) || (id_ex_q.rs1_field != 5'd0);
        ex_mem_d.csr_operand  = id_ex_q.csr_imm ? XLEN'(id_ex_q.rs1_field) : fwd_a;
        ex_mem_d.sys_op       = id_ex_q.sys_op;
        ex_mem_d.tval         = id_ex_q.tval;
        if (id_ex_q.jal || id_ex_q.jalr)  ex_mem_d.result = link;
        else if (id_ex_q.muldiv)          ex_mem_d.result = md_result;
        else                              ex_mem_d.result = alu_result;
      end
    end

    // ---- ID -> EX
    if (mem_hold || ex_hold || halted) begin
      // EX waits, and its producers in MEM and WB may move on and leave the
      // forwarding paths: keep the operands it sees now.
      id_ex_d.rs1_val = fwd_a;
      id_ex_d.rs2_val = fwd_b;
      // A redirect from commit flushes EX even while it waits: a division
      // in progress is abandoned (core_muldiv's kill), not finished and
      // committed in front of the trap handler.
      if (wb_redirect && id_ex_q.insn.valid) begin
        id_ex_d.insn.valid = 1'b0;
        id_ex_d.insn.why   = clr_why;
      end
    end else begin
      if (id_hold || ex_redirect) begin
        // a bubble in ID moves on as it is; an instruction leaves one of
        // the cause that stops or empties it
        id_ex_d.insn.valid = 1'b0;
        id_ex_d.insn.why   = !if_id_q.insn.valid ? if_id_q.insn.why :
                             wb_redirect         ? clr_why :
                             ex_redirect         ? br_why : id_why;
      end else begin
        id_ex_d.insn         = if_id_q.insn;
        id_ex_d.insn.valid   = if_id_q.insn.valid && !wb_redirect;
        if (if_id_q.insn.valid && wb_redirect) id_ex_d.insn.why = clr_why;
        id_ex_d.compressed   = if_id_q.compressed;
        id_ex_d.pred_taken   = if_id_q.pred_taken;
        id_ex_d.rs1          = dec_use_rs1 ? dec_rs1 : 5'd0;
        id_ex_d.rs2          = dec_use_rs2 ? dec_rs2 : 5'd0;
        id_ex_d.rs1_field    = dec_rs1;
        id_ex_d.rd           = dec_rd;
        id_ex_d.rd_we        = dec_rd_we;
        id_ex_d.rs1_val      = rf_a;
        id_ex_d.rs2_val      = rf_b;
        id_ex_d.imm          = dec_imm;
        id_ex_d.alu_op       = dec_alu_op;
        id_ex_d.alu_pc_a     = dec_alu_pc_a;
        id_ex_d.alu_imm_b    = dec_alu_imm_b;
        id_ex_d.word_op      = dec_word_op;
        id_ex_d.mem          = dec_mem;
        id_ex_d.branch       = dec_branch;
        id_ex_d.branch_cond  = dec_branch_cond;
        id_ex_d.jal          = dec_jal;
        id_ex_d.jalr         = dec_jalr;
        id_ex_d.muldiv       = dec_muldiv;
        id_ex_d.muldiv_op    = dec_muldiv_op;
        id_ex_d.csr          = dec_csr;
        id_ex_d.csr_op       = dec_csr_op;
        id_ex_d.csr_imm      = dec_csr_imm;
        id_ex_d.sys_op       = dec_sys_op;
        // A fetch fault's address is that of the halfword that faulted.
        id_ex_d.tval         = if_id_q.insn.exc ? if_id_q.insn.pc + (if_id_q.exc_hi ? XLEN'(2) : '0) : '0;
        if (!if_id_q.insn.exc && (dec_illegal || if_id_q.c_illegal)) begin
          id_ex_d.insn.exc   = 1'b1;
          id_ex_d.insn.cause = core_pkg::ExcIllegal;
          // The part-select: Icarus 11 casts no member of a nested struct.
          id_ex_d.tval       = XLEN'(if_id_q.insn.instr[31:0]);
        end
        // A faulting instruction does nothing but trap at commit.
        if (id_ex_d.insn.exc) begin
          id_ex_d.rd_we  = 1'b0;
          id_ex_d.mem.load  = 1'b0;
          id_ex_d.mem.store = 1'b0;
          id_ex_d.branch = 1'b0;
          id_ex_d.jal    = 1'b0;
          id_ex_d.jalr   = 1'b0;
          id_ex_d.muldiv = 1'b0;
          id_ex_d.mem.amo   = 1'b0;
          id_ex_d.csr    = 1'b0;
          id_ex_d.sys_op = core_pkg::SysNone;
          id_ex_d.rs1    = 5'd0;
          id_ex_d.rs2    = 5'd0;
        end
      end
    end

    // ---- IF -> ID, and the next fetch address
    fetched_d    = fetched_q || fetch_hit;
    first_half_d = first_half_q || (half_done && straddle);
    low_half_d   = first_half_q ? low_half_q : imem_rdata_i[15:0];
    if (booting_q) begin
      pc_d = boot_addr_i;
    end else if (wb_redirect) begin
      if_id_d.insn.valid = 1'b0;
      if_id_d.insn.why   = clr_why;
      pc_d               = wb_redirect_pc;
    end else if (ex_redirect) begin
      if_id_d.insn.valid = 1'b0;
      if_id_d.insn.why   = br_why;
      pc_d               = ex_redirect_pc;
    end else if (!mem_hold && !ex_hold && !id_hold && !halted) begin
      if_id_d.insn.valid = if_ready;
      if_id_d.insn.why   = if_why;
      if_id_d.insn.pc    = pc_q;
      if_id_d.insn.instr = fetch_c_illegal ? {16'b0, imem_rdata_i[15:0]} : fetch_instr;
      if_id_d.insn.exc   = fetch_fault;
      if_id_d.insn.cause = if_page_fault ? core_pkg::ExcInstrPageFault : core_pkg::ExcInstrAccess;
      if_id_d.compressed = !fetch_is32;
      if_id_d.c_illegal  = fetch_c_illegal;
      if_id_d.pred_taken = pred_taken_if && !fetch_fault;
      if_id_d.exc_hi     = first_half_q;
      if (if_ready) pc_d = fetch_fault ? pc_q + XLEN'(4) : pred_next;
    end
    // A new fetch address, or the waiting fetch was taken: look up again.
    if (pc_d != pc_q || booting_q || wb_redirect || ex_redirect ||
        (!mem_hold && !ex_hold && !id_hold && !halted)) begin
      fetched_d = 1'b0;
    end
    // The first line of a straddling instruction stays looked up until the
    // instruction leaves IF or the fetch goes elsewhere.
    if (pc_d != pc_q || booting_q || wb_redirect || ex_redirect) first_half_d = 1'b0;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      booting_q <= 1'b1;
      fetched_q <= 1'b0;
      first_half_q <= 1'b0;
      low_half_q <= '0;
      pc_q     <= '0;
      if_id_q  <= '0;
      id_ex_q  <= '0;
      ex_mem_q <= '0;
      mem_wb_q <= '0;
    end else begin
      booting_q <= 1'b0;
      fetched_q <= fetched_d;
      first_half_q <= first_half_d;
      low_half_q <= low_half_d;
      pc_q     <= pc_d;
      if_id_q  <= if_id_d;
      id_ex_q  <= id_ex_d;
      ex_mem_q <= ex_mem_d;
      mem_wb_q <= mem_wb_d;
    end
  end

  // ====================================================== events (contract 2)
  // The commit slot's top-down leaf: the instruction retires or traps, or
  // the bubble it holds counts as what made it.
  logic            wb_empty;
  logic [WhyW-1:0] wb_why;
  assign wb_empty = !halted && !mem_wb_q.insn.valid;
  assign wb_why   = (mem_wb_q.insn.why == '0) ? WhyW'(core_pkg::EvTdFetchOther) : mem_wb_q.insn.why;

  logic [NumEvents-1:0] events;
  always_comb begin
    events = '0;
    events[core_pkg::EvCycle]          = !halted;
    events[core_pkg::EvInstret]        = commit_retire;
    events[core_pkg::EvLoad]           = commit_retire && mem_wb_q.mem.load;
    events[core_pkg::EvStore]          = commit_retire && mem_wb_q.mem.store;
    events[core_pkg::EvBranch]         = commit_retire && mem_wb_q.branch;
    events[core_pkg::EvBranchTaken]    = commit_retire && mem_wb_q.branch && mem_wb_q.taken;
    events[core_pkg::EvMispredict]     = commit_retire && mem_wb_q.mispredict;
    events[core_pkg::EvException]      = commit_trap && !commit_irq;
    events[core_pkg::EvInterrupt]      = commit_irq;
    events[core_pkg::EvL1iAccess]      = ic_access;
    events[core_pkg::EvL1iMiss]        = ic_miss;
    // The walker's PTE reads are not loads: the page-walk event has them.
    events[core_pkg::EvL1dReadAccess]  = dc_access && !ptw_busy && ex_mem_q.mem.load;
    events[core_pkg::EvL1dReadMiss]    = dc_miss && !ptw_busy && ex_mem_q.mem.load;
    events[core_pkg::EvL1dWriteAccess] = dc_access && !ptw_busy && ex_mem_q.mem.store;
    events[core_pkg::EvL1dWriteMiss]   = dc_miss && !ptw_busy && ex_mem_q.mem.store;
    events[core_pkg::EvFrontendStall]  = !halted && !if_id_q.insn.valid;
    events[core_pkg::EvBackendStall]   = !halted && if_id_q.insn.valid && (mem_hold || ex_hold || id_hold);
    events[core_pkg::EvRefCycle]       = 1'b1;
    events[core_pkg::EvItlbMiss]       = ptw_start && !mem_walk_req;
    events[core_pkg::EvDtlbReadMiss]   = ptw_start && mem_walk_req && ex_mem_q.mem.load;
    events[core_pkg::EvDtlbWriteMiss]  = ptw_start && mem_walk_req && ex_mem_q.mem.store;
    events[core_pkg::EvPageWalk]       = ptw_busy;
    events[core_pkg::EvHalted]         = halted;
    events[core_pkg::EvTdRetiring]     = commit_retire;
    events[core_pkg::EvTdClrException] = commit_trap && !commit_irq;
    events[core_pkg::EvTdClrInterrupt] = commit_irq;
    // a bubble counts as a leaf under Cycles: its why can name no other
    // event
    events = events | (core_pkg::TdCycleLeaves & ({{(NumEvents-1){1'b0}}, wb_empty} << wb_why));
  end

  hpm #(
    .XLEN       (XLEN),
    .NUM_HPM    (NUM_HPM),
    .HPM_WIDTH  (HPM_WIDTH),
    .NUM_EVENTS (NumEvents),
    .EVENT_W    (1),
    .RET_W      (1),
    .H_EXT      (0),
    // Counter delegation (Smcdeleg/Ssccfg): menvcfg.CDE and siselect are
    // core_csr's.
    .CDELEG     (core_pkg::HpmCdeleg ? 1 : 0)
  ) u_hpm (
    .clk_i,
    .rst_ni,
    .priv_i        (priv),
    .virt_i        (1'b0),
    .csr_valid_i   (hpm_csr_valid),
    .csr_addr_i    (hpm_csr_addr),
    .csr_write_i   (hpm_csr_write),
    .csr_wdata_i   (hpm_csr_wdata),
    .csr_rdata_o   (hpm_csr_rdata),
    .csr_hit_o     (hpm_csr_hit),
    .csr_illegal_o (hpm_csr_illegal),
    .csr_virtual_o (hpm_csr_virtual),
    .cycle_i       (!halted),
    .instret_i     (commit_retire),
    .events_i      (events),
    .time_i        (time_i),
    // This core has no Debug Mode, so dcsr.stopcount never stops the
    // counters (docs/integration.md, Debug Mode).
    .stopcount_i   (1'b0),
    .menvcfg_cde_i (menvcfg_cde),
    .siselect_i    (siselect),
    // No hypervisor: no vsiselect.
    .vsiselect_i   ({XLEN{1'b0}}),
    .lcofi_o       (lcofi)
  );

  // No hypervisor: the virtual-instruction fault cannot happen.
  logic unused_core;
  // A TLB hit has A set, and G matters to the TLB only.
  assign unused_core = ^{hpm_csr_virtual, snoop_addr_i[2:0], if_id_q.pred_taken, ex_mem_q.mispredict,
                        mem_wb_q.store_data, mem_wb_q.mem.size, mem_wb_q.mem.zero_ext,
                        itlb_perm[7:5], itlb_perm[2:0], dtlb_perm[6:5], dtlb_perm[0]};

endmodule
