package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each discover check on the vector candidates (allowed, non_https, credentials, port, not listed, IP) with one edit. */
class DiscoverChecksTest {

    private final CheckEngine engine = new CheckEngine();

    @ParameterizedTest(name = "{0} {2} after {1}")
    @CsvSource(delimiter = '|', textBlock = """
            discover.canonical | ''                                                                               | passed
            discover.canonical | /output/candidates/0/canonical_url="https://news.example.org/2026/10/13/story?utm_source=feed&id=4" | failed
            discover.canonical | /output/candidates/0/canonical_url="https://news.example.org/2026/10/13/story?id=4#comments" | failed
            discover.canonical | /output/candidates/2/canonical_url="https://user:pw@news.example.org/x"            | failed
            discover.canonical | /output/candidates/3/canonical_url="https://news.example.org/y"                   | failed
            discover.canonical | /output/candidates/0/canonical_url=null                                            | failed
            discover.canonical | /output/candidates/-={"url":"not a url","canonical_url":null,"decision":"rejected","reason":"malformed"} | passed
            discover.policy    | ''                                                                               | passed
            discover.policy    | /output/candidates/1/reason="credentials"                                        | failed
            discover.policy    | /output/candidates/2/reason="non_https"                                          | failed
            discover.policy    | /output/candidates/4/decision="allowed" && /output/candidates/4/reason=null     | failed
            discover.policy    | /output/candidates/0/decision="rejected" && /output/candidates/0/reason="not_allowlisted" | failed
            discover.policy    | /context/allowlist/hosts=["example.org"]                                        | failed
            discover.policy    | /context/allowlist/hosts=["NEWS.EXAMPLE.ORG"]                                   | passed
            discover.policy    | /output/candidates/-={"url":"not a url","canonical_url":null,"decision":"rejected","reason":"malformed"} | passed
            discover.policy    | /output/candidates/-={"url":"https://sub.news.example.org/a","canonical_url":"https://sub.news.example.org/a","decision":"allowed","reason":null} | failed
            discover.policy    | /output/candidates/-={"url":"https://[::1]/a","canonical_url":"https://[::1]/a","decision":"rejected","reason":"ip_literal"} | passed
            """)
    void judgesTheVectorDiscoverRunAfterOneEdit(String checkId, String edits, String expected) {
        ShadowRun run = Fixtures.run(Fixtures.DISCOVER, edits);
        CheckResult result = Fixtures.result(engine.check(run, new EmptyCheckContext()), checkId);
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }
}
