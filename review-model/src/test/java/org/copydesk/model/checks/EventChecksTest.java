package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each event check on the vector withdrawal (2026-09-30, retrieved 2026-10-01, 3 on the ballot) with one edit. */
class EventChecksTest {

    private final CheckEngine engine = new CheckEngine();

    @ParameterizedTest(name = "{0} {2} after {1}")
    @CsvSource(delimiter = '|', textBlock = """
            event.source_binding        | ''                                                      | passed
            event.source_binding        | /output/source_id="src-0007"                            | failed
            event.source_binding        | /output/document_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            event.evidence_exists       | ''                                                      | passed
            event.evidence_exists       | /output/numeric_input/evidence=["b009"]                 | failed
            event.evidence_exists       | /output/numeric_input/evidence=[]                       | failed
            event.evidence_exists       | /output/fields/summary/evidence=[]                      | failed
            event.evidence_exists       | /output/fields/authority/evidence=["b004"]              | failed
            event.iso_dates             | ''                                                      | passed
            event.iso_dates             | /output/fields/event_date/value="2026-10-01"            | passed
            event.iso_dates             | /output/fields/event_date/value="2026-10-02"            | failed
            event.iso_dates             | /output/fields/event_date/value="2026-09-31"            | failed
            event.iso_dates             | /output/fields/event_date/value="Sept. 30"              | failed
            event.iso_dates             | /output/fields/event_date/value=null                    | passed
            event.authority             | ''                                                      | passed
            event.authority             | /output/fields/authority/value="official_filing"        | passed
            event.authority             | /output/fields/authority/value="campaign_statement"     | failed
            event.authority             | /output/fields/authority/value="news_report"            | failed
            event.authority             | /output/fields/authority/value=null                     | failed
            event.authority             | /output/event_type="endorsement"                        | failed
            event.authority             | /output/event_type="rally"                              | failed
            event.authority             | /output/numeric_input=null                              | failed
            event.authority             | /output/classification="maybe"                          | failed
            event.authority             | /output/classification="narrative_context" && /output/fields/authority/value="news_report" && /output/numeric_input=null | passed
            event.narrative_not_numeric | ''                                                      | passed
            event.narrative_not_numeric | /output/event_type="debate"                             | failed
            event.narrative_not_numeric | /output/classification="narrative_context"              | failed
            event.narrative_not_numeric | /output/classification="narrative_context" && /output/numeric_input=null | passed
            event.narrative_not_numeric | /output/event_type="endorsement" && /output/classification="narrative_context" && /output/numeric_input=null | passed
            event.numeric_fidelity      | ''                                                      | passed
            event.numeric_fidelity      | /output/numeric_input/value=4                           | failed
            event.numeric_fidelity      | /output/numeric_input/value=3.0                         | passed
            event.numeric_fidelity      | /output/numeric_input/value=30                          | failed
            event.numeric_fidelity      | /output/numeric_input/evidence=["b002"]                 | failed
            event.numeric_fidelity      | /output/numeric_input=null                              | not_applicable
            """)
    void judgesTheVectorEventAfterOneEdit(String checkId, String edits, String expected) {
        ShadowRun run = Fixtures.run(Fixtures.EVENT, edits);
        CheckResult result = Fixtures.result(engine.check(run, new EmptyCheckContext()), checkId);
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }
}
