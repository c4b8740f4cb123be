package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each poll check on the vector poll run with one edit; the vector holds 46/45/9, n 500, MoE 4.4. */
class PollChecksTest {

    private final CheckEngine engine = new CheckEngine();

    @ParameterizedTest(name = "{0} {2} after {1}")
    @CsvSource(delimiter = '|', textBlock = """
            poll.source_binding   | ''                                                            | passed
            poll.source_binding   | /output/source_id="src-9999"                                  | failed
            poll.source_binding   | /output/document_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            poll.evidence_exists  | ''                                                            | passed
            poll.evidence_exists  | /output/fields/pollster/evidence=["b099"]                     | failed
            poll.evidence_exists  | /output/fields/pollster/evidence=[]                           | failed
            poll.evidence_exists  | /output/results/0/evidence=["b009"]                           | failed
            poll.evidence_exists  | /output/results/0/evidence=[]                                 | failed
            poll.evidence_exists  | /output/source_id="src-9999"                                  | failed
            poll.iso_dates        | ''                                                            | passed
            poll.iso_dates        | /output/fields/field_start/value="2026-02-30"                 | failed
            poll.iso_dates        | /output/fields/field_start/value="2026-02-29"                 | failed
            poll.iso_dates        | /output/fields/field_start/value="2024-02-29"                 | passed
            poll.iso_dates        | /output/fields/field_start/value="2026-10-1"                  | failed
            poll.iso_dates        | /output/fields/release_date/value="14 Oct 2026"               | failed
            poll.iso_dates        | /output/fields/release_date/value=20261014                    | failed
            poll.iso_dates        | /output/fields/release_date/value=null                        | passed
            poll.chronology       | ''                                                            | passed
            poll.chronology       | /output/fields/field_start/value="2026-10-06"                 | failed
            poll.chronology       | /output/fields/release_date/value="2026-10-04"                | failed
            poll.chronology       | /output/fields/field_end/value="2026-10-14"                   | passed
            poll.chronology       | /output/fields/field_end/value="2026-10-15" && /output/fields/release_date/value=null | failed
            poll.chronology       | /output/fields/field_end/value=null && /output/fields/field_start/value="2026-10-15" | failed
            poll.chronology       | /output/fields/field_end/value="2026-02-30"                   | passed
            poll.chronology       | /sources/0/retrieved_at="2026-10-04T23:00:00Z"                | failed
            poll.unique_candidates| ''                                                            | passed
            poll.unique_candidates| /output/results/1/candidate="  dana   WHITFIELD "             | failed
            poll.unique_candidates| /output/results/1/candidate="Dana Whitfield Jr."              | passed
            poll.percentages      | ''                                                            | passed
            poll.percentages      | /output/results/0/pct=106                                     | failed
            poll.percentages      | /output/results/0/pct=100                                     | passed
            poll.percentages      | /output/results/0/pct=0                                       | passed
            poll.percentages      | /output/results/0/pct="46"                                    | failed
            poll.percentages      | /output/fields/undecided_pct/value=-1                         | failed
            poll.percentages      | /output/fields/other_pct/value=100.5                          | failed
            poll.totals           | ''                                                            | passed
            poll.totals           | /output/results/0/pct=47                                      | passed
            poll.totals           | /output/results/0/pct=47.5                                    | passed
            poll.totals           | /output/results/0/pct=48                                      | failed
            poll.totals           | /output/fields/undecided_pct/value=5                          | passed
            poll.totals           | /output/fields/other_pct/value=0                              | passed
            poll.totals           | /output/fields/other_pct/value=2                              | passed
            poll.totals           | /output/fields/other_pct/value=2.5                            | failed
            poll.totals           | /output/fields/undecided_pct/value=5 && /output/fields/other_pct/value=1 | failed
            poll.totals           | /output/fields/undecided_pct/value=7 && /output/fields/other_pct/value=0 | passed
            poll.sample           | ''                                                            | passed
            poll.sample           | /output/fields/sample_size/value=0                            | failed
            poll.sample           | /output/fields/sample_size/value=-5                           | failed
            poll.sample           | /output/fields/sample_size/value=500.5                        | failed
            poll.sample           | /output/fields/sample_size/value=500.0                        | passed
            poll.sample           | /output/fields/sample_size/value="500"                        | failed
            poll.sample           | /output/fields/sample_size/value=null                         | passed
            poll.sample           | /output/fields/population/value="likely voters"               | failed
            poll.sample           | /output/fields/population/value="lv"                          | failed
            poll.sample           | /output/fields/population/value="RV"                          | passed
            poll.sample           | /output/fields/population/value=null                          | passed
            poll.sample           | /output/fields/mode/value="web"                               | failed
            poll.sample           | /output/fields/mode/value="mixed"                             | passed
            poll.moe_plausible    | ''                                                            | passed
            poll.moe_plausible    | /output/fields/margin_of_error/value=3.9                      | failed
            poll.moe_plausible    | /output/fields/margin_of_error/value=3.95                     | passed
            poll.moe_plausible    | /output/fields/margin_of_error/value=20                       | passed
            poll.moe_plausible    | /output/fields/margin_of_error/value=20.1                     | failed
            poll.moe_plausible    | /output/fields/sample_size/value=100 && /output/fields/margin_of_error/value=8.8 | failed
            poll.moe_plausible    | /output/fields/sample_size/value=100 && /output/fields/margin_of_error/value=8.9 | passed
            poll.moe_plausible    | /output/fields/margin_of_error/value=null                     | not_applicable
            poll.moe_plausible    | /output/fields/sample_size/value=null                         | not_applicable
            poll.numeric_fidelity | ''                                                            | passed
            poll.numeric_fidelity | /output/results/0/pct=47                                      | failed
            poll.numeric_fidelity | /output/results/0/pct=46.0                                    | passed
            poll.numeric_fidelity | /output/fields/sample_size/value=5000                         | failed
            poll.numeric_fidelity | /output/fields/margin_of_error/value=4.45                     | failed
            poll.numeric_fidelity | /output/fields/margin_of_error/value=4                        | failed
            poll.numeric_fidelity | /output/fields/sample_size/evidence=[]                        | failed
            poll.numeric_fidelity | /output/results/0/evidence=["b003"]                           | failed
            poll.numeric_fidelity | /output/results/0/evidence=["b003","b004"]                    | passed
            poll.numeric_fidelity | /output/fields/other_pct/value=3 && /output/fields/other_pct/evidence=["b004"] | failed
            poll.numeric_fidelity | /sources/0/blocks/3/text="Whitfield drew 146% and Ode 45%, with 9% undecided." | failed
            poll.disclosure_gaps  | ''                                                            | passed
            poll.disclosure_gaps  | /output/disclosure_gaps=[]                                    | failed
            poll.disclosure_gaps  | /output/disclosure_gaps=["other_pct","mode"]                  | failed
            poll.disclosure_gaps  | /output/disclosure_gaps=["other_pct","other_pct"]             | failed
            poll.disclosure_gaps  | /output/fields/mode/value=null && /output/fields/mode/evidence=[] && /output/disclosure_gaps=["mode","other_pct"] | passed
            poll.disclosure_gaps  | /output/fields/other_pct/value=0 && /output/disclosure_gaps=[] | passed
            """)
    void judgesTheVectorPollAfterOneEdit(String checkId, String edits, String expected) {
        ShadowRun run = Fixtures.run(Fixtures.POLL, edits);
        CheckResult result = Fixtures.result(engine.check(run, new EmptyCheckContext()), checkId);
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }
}
