# SPDX-License-Identifier: Apache-2.0
# tools/slurm-one-node.sh, sourced: a one-node SLURM cluster started in a
# directory of its own (munged, slurmctld and slurmd with their keys,
# sockets, ports, state and logs private to it, so a system SLURM or munge
# is neither needed nor disturbed), for tools/regress-slurm-check and
# tools/sample-slurm-check. slurm_start DIR starts it and waits until the
# node is idle (non-zero, with the daemons' last words, if it is not
# within 30 s); slurm_stop stops it, as the shell's exit does. It sets
# SLURM_CONF, node (the node's name) and pids. Needs root, munge and
# slurm-wlm.
slurm_pids=()
slurm_stop() {
  [ ${#slurm_pids[@]} -gt 0 ] || return 0
  scancel --quiet -u root 2>/dev/null
  kill "${slurm_pids[@]}" 2>/dev/null
  for _ in $(seq 50); do kill -0 "${slurm_pids[@]}" 2>/dev/null || break; sleep 0.1; done
  kill -9 "${slurm_pids[@]}" 2>/dev/null
  wait "${slurm_pids[@]}" 2>/dev/null
  slurm_pids=()
}

slurm_start() {
  local dir=$1 ctld_port slurmd_port state deadline
  rm -rf "$dir"
  mkdir -p "$dir"/{munge,state,spool,run}
  # munged wants its socket's directories searchable by all, writable only
  # by their owner.
  chmod 755 "$dir" "$dir"/munge
  export SLURM_CONF=$dir/slurm.conf
  node=$(hostname -s)
  trap slurm_stop EXIT
  trap 'exit 130' INT TERM
  # Two ports nothing listens on, so a system SLURM may run beside this one.
  read -r ctld_port slurmd_port < <(python3 -c '
import socket
ss = [socket.socket() for _ in range(2)]
for s in ss: s.bind(("127.0.0.1", 0))
print(*(s.getsockname()[1] for s in ss))')
  cat > "$SLURM_CONF" <<EOF
# Written by tools/slurm-one-node.sh: a one-node cluster for the checks.
ClusterName=hpmcheck
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
# Start the tiny tasks as soon as a CPU is free, not in the default batches.
SchedulerParameters=sched_min_interval=0,batch_sched_delay=0
NodeName=$node NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
PartitionName=check Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
  mungekey --create --keyfile="$dir/munge/munge.key" 2>"$dir/munge/mungekey.err"
  munged --foreground --socket="$dir/munge/munge.socket" --key-file="$dir/munge/munge.key" \
    --pid-file="$dir/munge/munged.pid" --log-file="$dir/munge/munged.log" \
    --seed-file="$dir/munge/munged.seed" 2>"$dir/munge/munged.err" &
  slurm_pids+=($!)
  slurmctld -D -i -f "$SLURM_CONF" 2>"$dir/slurmctld.err" &
  slurm_pids+=($!)
  slurmd -D -N "$node" -f "$SLURM_CONF" 2>"$dir/slurmd.err" &
  slurm_pids+=($!)
  deadline=$((SECONDS + 30)) state=
  while [ $SECONDS -lt $deadline ]; do
    state=$(timeout 5 sinfo -h -n "$node" -o %T 2>/dev/null) || state=
    [ "$state" = idle ] && return 0
    sleep 0.2
  done
  echo "  node state: '${state:-no answer}' after 30 s; the daemons' last words:"
  tail -n 3 "$dir"/munge/munged.{log,err} "$dir"/slurm{ctld,d}.{log,err} 2>/dev/null | sed 's/^/  /'
  return 1
}
