package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.copydesk.model.release.BriefingTake;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each take check on the vector draft with one edit, against the vector forecast. Sections:
 * 0 race_state, 1 reviewed_context, 2 candidate_needs, 3 what_to_watch.
 */
class TakeChecksTest {

    private final CheckEngine engine = new CheckEngine();

    @ParameterizedTest(name = "{0} {2} after {1}")
    @CsvSource(delimiter = '|', textBlock = """
            take.approval_digest   | ''                                                    | passed
            take.approval_digest   | /approval_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            take.approval_digest   | /status="owner_authorized_internal_use"              | passed
            take.packet_digest     | ''                                                    | passed
            take.packet_digest     | /provenance/packet_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            take.packet_digest     | /provenance/verbatim_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            take.binding           | ''                                                    | passed
            take.binding           | /forecast_run_id="fc-2026-10-15-01"                   | failed
            take.binding           | /artifact_sha256="0000000000000000000000000000000000000000000000000000000000000000" | failed
            take.binding           | /data_cutoff="2026-10-14T23:59:59Z"                   | failed
            take.binding           | /race_id="yy-sen-2026"                                | failed
            take.forecast_effect   | ''                                                    | passed
            take.forecast_effect   | /forecast_effect=0.0                                  | failed
            take.forecast_effect   | /forecast_effect=1                                    | failed
            take.forecast_effect   | /forecast_effect="0"                                  | failed
            take.forecast_effect   | /forecast_effect=false                                | failed
            take.forecast_effect   | /forecast_effect=null                                 | failed
            take.sections          | ''                                                    | passed
            take.sections          | /briefing/sections/2/section="what_to_watch" && /briefing/sections/3/section="candidate_needs" | failed
            take.sections          | /packet/sections/0/section="race"                     | failed
            take.evidence_ids      | ''                                                    | passed
            take.evidence_ids      | /briefing/sections/1/evidence_ids=["poll-harbor-1005"] && /briefing/evidence_ids=["ff-xx-gov-win-whitfield","poll-harbor-1005","ctx-turnout-1"] | failed
            take.evidence_ids      | /briefing/evidence_ids=["ff-xx-gov-win-whitfield"]    | failed
            take.evidence_ids      | /briefing/evidence_ids=["ctx-turnout-1","poll-harbor-1005","ff-xx-gov-win-whitfield"] | passed
            take.candidates        | ''                                                    | passed
            take.candidates        | /briefing/sections/0/text="Whitfield Dana is a slight favorite over Marcus Ode."  | failed
            take.candidates        | /briefing/sections/0/text="Whitfield, Dana is a slight favorite over Marcus Ode." | failed
            take.candidates        | /briefing/sections/0/text="Dana Whitfeld is a slight favorite over Marcus Ode."   | failed
            take.candidates        | /briefing/sections/0/text="Dana WHITFIELD is a slight favorite over Marcus Ode."  | failed
            take.candidates        | /briefing/sections/0/text="Dana Whitfield is a slight favorite over Marcos Ode."  | failed
            take.candidates        | /briefing/sections/0/text="Dana Whitfield is a slight favorite; one rival trails." && /briefing/sections/2/text="Ode needs polls to move; Whitfield needs them to hold." | failed
            take.candidates        | /briefing/sections/0/text="Dana Whitfield is a slight favorite over Marcus Ode, one of two." | passed
            take.context_direction | ''                                                    | passed
            take.context_direction | /briefing/sections/1/text="Reviewed turnout reporting favors Ode, with low confidence. This lies outside the forecast." | failed
            take.context_direction | /briefing/sections/1/text="Reviewed turnout reporting favors Whitfield, with high confidence. This lies outside the forecast." | failed
            take.context_direction | /briefing/sections/1/text="Reviewed turnout reporting favors Whitfield; confidence is low. This lies outside the forecast." | passed
            take.context_direction | /briefing/sections/1/text="Reviewed turnout reporting favors Whitfield, with low confidence, though some say it favors Marcus Ode." | failed
            take.context_direction | /briefing/sections/1/text="Reviewed turnout reporting is mixed. This lies outside the forecast." | failed
            take.boundary          | ''                                                    | passed
            take.boundary          | /briefing/sections/1/text="Reviewed turnout reporting favors Whitfield, with low confidence." | failed
            take.boundary          | /briefing/sections/1/text="Reviewed turnout reporting favors Whitfield, with low confidence. It does not change the forecast." | passed
            take.watch_language    | ''                                                    | passed
            take.watch_language    | /briefing/sections/3/text="Polls have been close."    | failed
            take.watch_language    | /briefing/sections/3/text="If turnout rises, then Whitfield holds."  | passed
            take.watch_language    | /briefing/sections/3/text="Upcoming debates matter."  | passed
            take.watch_language    | /briefing/sections/3/text="The coming weeks matter."  | failed
            take.watch_language    | /briefing/sections/3/text="A watchful eye on turnout." | failed
            take.watch_language    | /briefing/sections/3/text="If turnout rises. Then again, maybe not." | failed
            take.no_numbers        | ''                                                    | passed
            take.no_numbers        | /briefing/sections/0/text="Dana Whitfield leads Marcus Ode with a 55% chance." | failed
            take.no_numbers        | /briefing/sections/0/text="Dana Whitfield leads Marcus Ode in two polls."       | passed
            take.no_numbers        | /briefing/sections/0/text="Dana Whitfield leads Marcus Ode ٥ times."           | failed
            take.no_links          | ''                                                    | passed
            take.no_links          | /briefing/sections/3/text="Watch https://polls.example.org for updates."       | failed
            take.no_links          | /briefing/sections/3/text="Watch www.example.org for updates."                 | failed
            take.no_links          | /briefing/sections/3/text="Watch the next polls [Harbor]."                     | failed
            take.no_links          | /briefing/sections/3/text="Watch the next polls (Harbor Research)."            | passed
            take.no_certainty      | ''                                                    | passed
            take.no_certainty      | /briefing/sections/0/text="Dana Whitfield will win against Marcus Ode."        | failed
            take.no_certainty      | /briefing/sections/0/text="Dana Whitfield is certain to beat Marcus Ode."     | failed
            take.no_certainty      | /briefing/sections/0/text="Dana Whitfield has locked up the race; Marcus Ode has no chance." | failed
            take.no_certainty      | /briefing/sections/0/text="Dana Whitfield leads; the outcome is uncertain for Marcus Ode." | passed
            take.no_certainty      | /briefing/sections/0/text="Dana Whitfield WILL\\u00a0 win against Marcus Ode."  | failed
            take.no_certainty      | /briefing/sections/0/text="Dana Whitfield's lead is not guaranteed over Marcus Ode." | failed
            take.no_advocacy       | ''                                                    | passed
            take.no_advocacy       | /briefing/sections/2/text="Vote for Dana Whitfield over Marcus Ode."          | failed
            take.no_advocacy       | /briefing/sections/2/text="Readers should support Whitfield over Marcus Ode, Dana Whitfield." | failed
            take.no_advocacy       | /briefing/sections/2/text="Marcus Ode will ask supporters to donate; Dana Whitfield too." | failed
            take.no_advocacy       | /briefing/sections/2/text="Marcus Ode needs supporters of Dana Whitfield to switch." | passed
            take.no_forecast_effect| ''                                                    | passed
            take.no_forecast_effect| /briefing/sections/1/text="Reviewed turnout reporting favors Whitfield, with low confidence, and raises the odds for her." | failed
            take.no_forecast_effect| /briefing/sections/1/text="Turnout favors Whitfield, low confidence. It changes the probability." | failed
            take.no_forecast_effect| /briefing/sections/1/text="Turnout favors Whitfield, low confidence. It does not change the forecast." | passed
            take.no_forecast_effect| /briefing/sections/1/text="Turnout favors Whitfield, low confidence. It doesn't really change the odds." | passed
            take.labels            | ''                                                    | passed
            take.labels            | /labels={"briefing": "AI-authored race briefing", "badge": "Evidence-bound · Owner authorized", "frame": "Calculated forecast · not AI-generated"} | failed
            take.labels            | /status="owner_authorized_internal_use" && /labels={"briefing": "AI-authored race briefing", "badge": "Evidence-bound · Owner authorized", "frame": "Calculated forecast · not AI-generated"} | passed
            take.labels            | /status="owner_authorized_internal_use"                | failed
            take.labels            | /status="owner_authorized_internal_use" && /labels={"briefing": "AI-authored race briefing", "badge": "Owner authorized", "frame": "Calculated forecast · not AI-generated"} | failed
            take.labels            | /status="owner_authorized_internal_use" && /labels={"briefing": "AI-authored race briefing", "badge": "Evidence-bound · Owner authorized", "frame": "Calculated forecast · not AI-generated", "extra": "x"} | failed
            """)
    void judgesTheVectorTakeAfterOneEdit(String checkId, String edits, String expected) {
        BriefingTake take = Fixtures.take(edits);
        CheckResult result = Fixtures.result(engine.check(take, Optional.of(Fixtures.forecast())), checkId);
        assertEquals(expected, result.verdict().wire(), Fixtures.describe(result));
    }

    @Test
    void aDigitBesideAnEmojiIsQuotedWithTheWholeEmoji() {
        // The quoted window's edge falls inside the surrogate pair of each emoji.
        BriefingTake take = Fixtures.take("/briefing/sections/0/text=\"\uD83D\uDE00" + "x".repeat(14) + "9"
                + "y".repeat(13) + "\uD83D\uDE00\"");
        CheckReport report = engine.check(take, Optional.of(Fixtures.forecast()));
        CheckResult result = Fixtures.result(report, "take.no_numbers");
        assertTrue(result.detail().contains("\uD83D\uDE00" + "x".repeat(14) + "9" + "y".repeat(13) + "\uD83D\uDE00"),
                result.detail());
        assertEquals(64, report.resultsSha256().length());
    }

    @Test
    void bindingDoesNotApplyWithoutACurrentForecast() {
        CheckResult result = Fixtures.result(engine.check(Fixtures.take(""), Optional.empty()), "take.binding");
        assertEquals(Verdict.NOT_APPLICABLE, result.verdict());
    }

    @Test
    void candidatesComeFromThePacketWithoutAForecast() {
        BriefingTake take = Fixtures.take("/briefing/sections/0/text=\"Whitfield Dana leads Marcus Ode.\"");
        CheckResult result = Fixtures.result(engine.check(take, Optional.empty()), "take.candidates");
        assertEquals(Verdict.FAILED, result.verdict(), result.detail());
    }

    @ParameterizedTest(name = "{0} characters: {1}")
    @CsvSource(textBlock = """
            10000, passed
            10001, failed
            """)
    void sizeCountsTheBriefingCharacters(int total, String expected) {
        BriefingTake vector = Fixtures.take("");
        int others = vector.sections().stream().skip(1).mapToInt(s -> s.text().length()).sum();
        String padded = "Dana Whitfield and Marcus Ode" + "é".repeat(total - others - 29);
        BriefingTake take = Fixtures.take("/briefing/sections/0/text=\"" + padded + "\"");
        CheckResult result = Fixtures.result(engine.check(take, Optional.of(Fixtures.forecast())), "take.size");
        assertEquals(expected, result.verdict().wire(), result.detail());
    }
}
