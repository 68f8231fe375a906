/* SPDX-License-Identifier: Apache-2.0 */
/* The PMU conformance suite's groups, in the order they run. */
#include "test.h"

const struct test *const test_groups[] = {
    base_tests, info_tests, config_tests, start_stop_tests, count_tests,
    fw_read_tests, fw_event_tests, snapshot_tests, event_info_tests,
    overflow_tests, ours_tests, rfence_tests, dbcn_tests, clint_tests, hyp_tests,
    NULL,
};
