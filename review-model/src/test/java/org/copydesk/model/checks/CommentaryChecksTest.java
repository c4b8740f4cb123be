package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each commentary check on the vector draft with one edit. Claims: c1 model_output "55%",
 * c2 reported_fact "500 likely voters" citing b003, c3 analysis "9% undecided" citing b004.
 */
class CommentaryChecksTest {

    private final CheckEngine engine = new CheckEngine();

    @ParameterizedTest(name = "{0} {2} after {1}")
    @CsvSource(delimiter = '|', textBlock = """
            commentary.approval_binding  | ''                                                             | passed
            commentary.approval_binding  | /output/approval_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            commentary.approval_binding  | /context/approval_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            commentary.approval_binding  | /context/forecast_facts/0/rendered="56%"                       | failed
            commentary.approved_sources  | ''                                                             | passed
            commentary.approved_sources  | /context/approved_documents=["0000000000000000000000000000000000000000000000000000000000000000"] | failed
            commentary.approved_sources  | /sources/0/blocks/0/text="Edited after approval."              | failed
            commentary.citations         | ''                                                             | passed
            commentary.citations         | /output/claims/1/citations/0/source_id="src-0099"              | failed
            commentary.citations         | /output/claims/1/citations/0/block_id="b099"                   | failed
            commentary.citations         | /output/claims/0/forecast_fact_ids=["ff-unknown"]              | failed
            commentary.citations         | /output/claims/0/citations=[{"source_id":"src-0007","block_id":"b004"}] | failed
            commentary.citations         | /output/claims/0/forecast_fact_ids=[]                          | failed
            commentary.citations         | /output/claims/1/citations=[]                                  | failed
            commentary.citations         | /output/claims/1/kind="opinion"                                | failed
            commentary.citations         | /output/claims/2/citations=[] && /output/claims/2/forecast_fact_ids=["ff-xx-gov-win-whitfield"] | passed
            commentary.citations         | /output/claims/2/citations=[]                                  | failed
            commentary.forecast_values   | ''                                                             | passed
            commentary.forecast_values   | /output/claims/0/text="The forecast gives Whitfield a 56% chance of winning."  | failed
            commentary.forecast_values   | /output/claims/0/text="The forecast gives Whitfield a 155% chance of winning." | failed
            commentary.forecast_values   | /output/claims/0/text="The forecast gives Whitfield a 55 % chance of winning." | failed
            commentary.forecast_values   | /output/claims/0/text="At 55%, Whitfield is favored."          | passed
            commentary.forecast_values   | /output/claims/2/forecast_fact_ids=["ff-xx-gov-win-whitfield"] | failed
            commentary.numeric_fidelity  | ''                                                             | passed
            commentary.numeric_fidelity  | /output/claims/1/text="Harbor Research surveyed 501 likely voters."  | failed
            commentary.numeric_fidelity  | /output/claims/1/text="Harbor Research surveyed 500.0 likely voters." | passed
            commentary.numeric_fidelity  | /output/claims/1/text="By Oct. 5, Harbor Research surveyed 500 likely voters." | passed
            commentary.numeric_fidelity  | /output/claims/1/text="In 2026, Harbor Research surveyed 500 likely voters."  | failed
            commentary.numeric_fidelity  | /output/claims/1/text="Harbor Research surveyed 1,500 likely voters." | failed
            commentary.numeric_fidelity  | /output/claims/0/text="The forecast gives Whitfield a 99% chance, 55%." | passed
            """)
    void judgesTheVectorCommentaryAfterOneEdit(String checkId, String edits, String expected) {
        ShadowRun run = Fixtures.run(Fixtures.COMMENTARY, edits);
        CheckResult result = Fixtures.result(engine.check(run, new EmptyCheckContext()), checkId);
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }

    @ParameterizedTest(name = "approvals {0}, edits {1}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            none    | ''                                  | failed
            all     | ''                                  | passed
            all     | /context/approved_documents=[]      | not_applicable
            none    | /context/approved_documents=[]      | not_applicable
            """)
    void sourcesHumanApprovedAsksTheStoreAboutEveryApprovedDocument(String approvals, String edits, String expected) {
        ShadowRun run = Fixtures.run(Fixtures.COMMENTARY, edits);
        CheckContext store = approvals.equals("all") ? approvingStore() : new EmptyCheckContext();
        CheckResult result = Fixtures.result(engine.check(run, store), "commentary.sources_human_approved");
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }

    @Test
    void sourcesHumanApprovedNamesTheUnapprovedDocument() {
        ShadowRun run = Fixtures.run(Fixtures.COMMENTARY, "");
        CheckResult result = Fixtures.result(engine.check(run, new EmptyCheckContext()),
                "commentary.sources_human_approved");
        assertEquals("document 022a58d12fc3af943acd7fa4cbee682df2ab5cd1f47bc88eff2207b7c1a41081"
                + " has no valid approve decision in this store", result.detail());
    }

    private static CheckContext approvingStore() {
        return new CheckContext() {
            @Override
            public Optional<byte[]> rawBytes(String rawSha256) {
                return Optional.empty();
            }

            @Override
            public boolean hasValidApproval(String documentSha256) {
                return true;
            }
        };
    }
}
