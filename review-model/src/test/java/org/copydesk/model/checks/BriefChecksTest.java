package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each brief check on the vector brief after one edit; the vector artifact is 148 ASCII bytes. */
class BriefChecksTest {

    private static final String ZEROS = "0000000000000000000000000000000000000000000000000000000000000000";
    private static final String QUOTE = "/claims/0/citations/0/quote";
    private static final String START = "/claims/0/citations/0/start";
    private static final String END = "/claims/0/citations/0/end";

    private final CheckEngine engine = new CheckEngine();

    @ParameterizedTest(name = "{0} {3} after {1} with artifact {2}")
    @CsvSource(delimiter = '|', textBlock = """
            brief.digest             | ''                                           | ''                    | passed
            brief.digest             | /brief_sha256="0000000000000000000000000000000000000000000000000000000000000000" | '' | failed
            brief.digest             | /question="Who decides?"                     | ''                    | passed
            citations.shape          | ''                                           | ''                    | passed
            citations.shape          | /claims/0/citations/0/artifact_id="a9"      | ''                    | failed
            citations.shape          | /claims/0/citations/0/start=15.0            | ''                    | failed
            citations.shape          | /claims/0/citations/0/start="15"            | ''                    | failed
            citations.shape          | /claims/0/citations/0/start=null            | ''                    | failed
            citations.shape          | /claims/0/citations/0/start=-1              | ''                    | failed
            citations.shape          | /claims/0/citations/0/end=15                | ''                    | failed
            citations.shape          | /claims/0/citations/0/end=14                | ''                    | failed
            citations.shape          | /claims/0/citations/0/end=149               | ''                    | failed
            citations.shape          | /claims/0/citations/0/end=148               | ''                    | passed
            citations.shape          | /claims/0/citations/0/start=0               | ''                    | passed
            citations.shape          | /claims/0/citations/0/end=99999999999999999999 | ''                 | failed
            citations.shape          | ''                                           | <missing>             | failed
            citations.shape          | /artifacts/-={"artifact_id": "a1", "url": "https://eur-lex.europa.eu/x", "retrieved_at": "2026-10-01T10:00:00Z", "media_type": "text/html", "content_sha256": "f3a3802445e277e28e75af208be510eeab5b80b60b3f39250bb24ab614b1dcba", "path": "artifacts/f3a3802445e277e28e75af208be510eeab5b80b60b3f39250bb24ab614b1dcba"} | '' | failed
            citations.digest_binding | ''                                           | ''                    | passed
            citations.digest_binding | /claims/0/citations/0/quote="From 18 February 2028, rechargeable industrial batteries with a capacity above 2 kWh shall have a battery passport." | '' | failed
            citations.digest_binding | /claims/0/citations/0/quote="From 18 February 2027, rechargeable industrial batteries with a capacity above 2 kWh shall have a battery passport. " | '' | failed
            citations.digest_binding | /claims/0/citations/0/start=16              | ''                    | failed
            citations.digest_binding | /claims/0/citations/0/end=131               | ''                    | failed
            citations.digest_binding | /claims/0/citations/0/artifact_id="a9"      | ''                    | failed
            citations.digest_binding | ''                                           | tampered:<p>From 18 February 2027</p> | failed
            citations.digest_binding | ''                                           | <missing>             | failed
            citations.digest_binding | /artifacts/0/content_sha256="0000000000000000000000000000000000000000000000000000000000000000" | '' | failed
            citations.digest_binding | /claims/0/citations/0/start=0 && /claims/0/citations/0/end=4 && /claims/0/citations/0/quote="Zoë" | text:Zoë says ja. | passed
            citations.digest_binding | /claims/0/citations/0/start=0 && /claims/0/citations/0/end=3 && /claims/0/citations/0/quote="Zo\\ufffd" | text:Zoë says ja. | failed
            citations.digest_binding | /claims/0/citations/0/start=3 && /claims/0/citations/0/end=6 && /claims/0/citations/0/quote="\\ufffd s" | text:Zoë says ja. | failed
            citations.digest_binding | /claims/0/citations/0/start=0 && /claims/0/citations/0/end=4 && /claims/0/citations/0/quote="Zo/" | hex:5a6fc0af | failed
            citations.digest_binding | /claims/0/citations/0/start=0 && /claims/0/citations/0/end=3 && /claims/0/citations/0/quote="\\ufffd" | hex:eda080 | failed
            citations.digest_binding | /claims/0/citations/0/start=0 && /claims/0/citations/0/end=5 && /claims/0/citations/0/quote="Zo" | hex:efbbbf5a6f | failed
            citations.digest_binding | /claims/0/citations/0/start=0 && /claims/0/citations/0/end=5 && /claims/0/citations/0/quote="\\ufeffZo" | hex:efbbbf5a6f | passed
            citations.digest_binding | /claims/0/citations/0/start=0 && /claims/0/citations/0/end=3 && /claims/0/citations/0/quote="\\u00e9" | hex:65cc81 | failed
            citations.coverage       | ''                                           | ''                    | passed
            citations.coverage       | /claims/0/citations=[]                      | ''                    | failed
            citations.coverage       | /claims/-={"claim_id": "k2", "statement": "More.", "confidence": "low", "citations": []} | '' | failed
            citations.coverage       | /claims=[]                                  | ''                    | passed
            brief.egress             | ''                                           | ''                    | passed
            brief.egress             | /artifacts/0/url="https://EUR-LEX.europa.eu:443/eli/reg/2023/1542/oj" | '' | passed
            brief.egress             | /artifacts/0/url="HTTPS://eur-lex.europa.eu/eli/reg/2023/1542/oj" | ''    | passed
            brief.egress             | /egress_allowlist=["https://EUR-LEX.europa.eu:443"] | ''             | passed
            brief.egress             | /egress_allowlist=["https://eur-lex.europa.eu/"] | ''                | passed
            brief.egress             | /egress_allowlist=["http://eur-lex.europa.eu:80", "https://eur-lex.europa.eu"] | '' | passed
            brief.egress             | /artifacts/0/url="http://eur-lex.europa.eu/eli/reg/2023/1542/oj" | ''     | failed
            brief.egress             | /artifacts/0/url="https://eur-lex.europa.eu:8443/eli" | ''             | failed
            brief.egress             | /artifacts/0/url="https://eur-lex.europa.eu.evil.example/eli" | ''     | failed
            brief.egress             | /artifacts/0/url="https://eur-lex.europa.eu@evil.example/eli" | ''     | failed
            brief.egress             | /artifacts/0/url="https://evil.example/?u=https://eur-lex.europa.eu" | '' | failed
            brief.egress             | /artifacts/0/url="https://europa.eu/eli"    | ''                    | failed
            brief.egress             | /artifacts/0/url="eur-lex.europa.eu/eli"    | ''                    | failed
            brief.egress             | /artifacts/0/url="https://eur-lex.europa.eu./eli" | ''              | failed
            brief.egress             | /egress_allowlist=[]                        | ''                    | failed
            brief.egress             | /egress_allowlist=["eur-lex.europa.eu"]     | ''                    | failed
            """)
    void judgesTheVectorBriefAfterOneEdit(String checkId, String edits, String artifact, String expected) {
        BriefUnderReview brief = BriefFixtures.brief(edits, artifact);
        CheckResult result = Fixtures.result(engine.check(brief), checkId);
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }

    @Test
    void theVectorBriefWithItsArtifactPassesEveryCheck() {
        CheckReport report = engine.check(BriefFixtures.brief("", ""));
        assertEquals(List.of("brief.digest", "citations.shape", "citations.digest_binding", "citations.coverage",
                "brief.egress"), report.results().stream().map(CheckResult::checkId).toList());
        assertEquals(List.of(), report.failedIds());
    }

    @Test
    void aWrongQuoteIsNamedByClaimAndCitationWithWhatTheBytesSay() {
        BriefUnderReview brief = BriefFixtures.brief(QUOTE + "=\"From 18 March 2027\"", "");
        CheckResult result = Fixtures.result(engine.check(brief), "citations.digest_binding");
        assertTrue(result.detail().contains("claim k1 citation 0"), result.detail());
        assertTrue(result.detail().contains("read \"From 18 February 2027,"), result.detail());
    }

    @Test
    void aRangeThatSplitsACharacterIsReportedAsInvalidUtf8NotAsReplacementCharacters() {
        BriefUnderReview brief = BriefFixtures.brief(START + "=0 && " + END + "=3 && " + QUOTE + "=\"Zo\\ufffd\"",
                "text:Zoë");
        CheckResult result = Fixtures.result(engine.check(brief), "citations.digest_binding");
        assertTrue(result.detail().contains("not valid UTF-8"), result.detail());
    }

    @Test
    void missingArtifactBytesFailShapeAndBindingButNotCoverageOrEgress() {
        CheckReport report = engine.check(BriefFixtures.brief("", "<missing>"));
        assertEquals(List.of("citations.shape", "citations.digest_binding"), report.failedIds());
    }

    @Test
    void egressNamesTheOffendingOriginWithoutItsDefaultPort() {
        BriefUnderReview brief = BriefFixtures.brief("/artifacts/0/url=\"HTTPS://Evil.Example:443/x\"", "");
        CheckResult result = Fixtures.result(engine.check(brief), "brief.egress");
        assertTrue(result.detail().contains("artifact a1 was fetched from https://evil.example,"), result.detail());
    }

    @Test
    void bytesAreLookedUpByStatedContentDigestAndKeyedByArtifactId() {
        BriefUnderReview brief = BriefFixtures.brief("", "");
        BriefUnderReview reloaded = BriefUnderReview.load(brief.brief(),
                sha -> sha.equals(BriefFixtures.VECTOR_ARTIFACT) ? Optional.of(new byte[] {1}) : Optional.empty());
        assertEquals(1, reloaded.bytesOf("a1").orElseThrow().length);
        assertTrue(reloaded.bytesOf("a9").isEmpty());
        assertTrue(new BriefUnderReview(brief.brief(), Map.of()).bytesOf("a1").isEmpty());
    }

    @Test
    void theCatalogueListsTheBriefChecks() {
        List<String> ids = engine.catalogue().stream().map(Check::id).toList();
        assertTrue(ids.containsAll(List.of("brief.digest", "citations.shape", "citations.digest_binding",
                "citations.coverage", "brief.egress")), ids.toString());
    }
}
