#!/bin/bash
# A simulation of 100,000 games split into 20 shards as a Slurm job array.
#
#   sbatch slurm-array.sh                      # 20 tasks, shards 0 … 19
#   sbatch --dependency=afterok:JOBID --wrap 'mancala merge results/shard-*.json > oware.txt'
#
#SBATCH --job-name=mancala-oware
#SBATCH --array=0-19
#SBATCH --cpus-per-task=2
#SBATCH --mem=256M
#SBATCH --time=02:00:00
#SBATCH --output=logs/%x-%A_%a.out

set -euo pipefail
mkdir -p results
mancala simulate oware --games 100000 --seed 42 \
  --south alphabeta:3 --north mcts:300 \
  --shard "${SLURM_ARRAY_TASK_ID}/${SLURM_ARRAY_TASK_COUNT}" \
  --workers "${SLURM_CPUS_PER_TASK}" \
  --out "results/shard-${SLURM_ARRAY_TASK_ID}.json"
