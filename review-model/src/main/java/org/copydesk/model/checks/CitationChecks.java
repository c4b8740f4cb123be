package org.copydesk.model.checks;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.brief.BriefArtifact;
import org.copydesk.model.brief.BriefClaim;
import org.copydesk.model.brief.ByteRangeCitation;
import org.copydesk.model.json.Sha256;

/** The {@code citations.*} checks of a research brief (CHECKS.md, Research brief). */
final class CitationChecks {

    /** Quotes longer than this are cut in details, so one bad citation cannot flood the report. */
    private static final int SHOWN_CHARACTERS = 80;

    private CitationChecks() {
    }

    static Outcome shape(BriefUnderReview subject, CheckContext context) {
        List<String> problems = new ArrayList<>();
        duplicateArtifactIds(subject).forEach((id, count) ->
                problems.add("artifact_id " + id + " names " + count + " artifacts, so citations of it are ambiguous"));
        int citations = 0;
        for (BriefClaim claim : subject.brief().claims()) {
            for (int i = 0; i < claim.citations().size(); i++) {
                citations++;
                String where = where(claim, i);
                rangeProblem(subject, claim.citations().get(i)).ifPresent(problem -> problems.add(where + ": " + problem));
            }
        }
        return Outcome.of(problems, citations + " citations name known artifacts and byte ranges within them");
    }

    static Outcome digestBinding(BriefUnderReview subject, CheckContext context) {
        List<String> problems = new ArrayList<>();
        for (BriefArtifact artifact : subject.brief().artifacts()) {
            Optional<byte[]> bytes = subject.bytesOf(artifact.artifactId());
            if (bytes.isEmpty()) {
                problems.add("artifact " + artifact.artifactId() + ": its bytes (" + artifact.path() + ") are missing");
                continue;
            }
            String actual = Sha256.hex(bytes.get());
            if (!actual.equals(artifact.contentSha256())) {
                problems.add("artifact " + artifact.artifactId() + ": bytes hash to " + actual
                        + ", not content_sha256 " + artifact.contentSha256());
            }
        }
        int quotes = 0;
        for (BriefClaim claim : subject.brief().claims()) {
            for (int i = 0; i < claim.citations().size(); i++) {
                ByteRangeCitation citation = claim.citations().get(i);
                String where = where(claim, i);
                quotes++;
                if (rangeProblem(subject, citation).isPresent()) {
                    problems.add(where + ": the quote is not bound, its byte range is invalid (citations.shape)");
                    continue;
                }
                quoteProblem(subject.bytesOf(citation.artifactId()).orElseThrow(), citation)
                        .ifPresent(problem -> problems.add(where + ": " + problem));
            }
        }
        return Outcome.of(problems, "artifact bytes hash to their content_sha256 and " + quotes
                + " quotes equal their byte ranges");
    }

    static Outcome coverage(BriefUnderReview subject, CheckContext context) {
        List<String> problems = new ArrayList<>();
        for (BriefClaim claim : subject.brief().claims()) {
            if (claim.citations().isEmpty()) {
                problems.add("claim " + claim.claimId() + " has no citation");
            }
        }
        int claims = subject.brief().claims().size();
        return Outcome.of(problems, claims == 0 ? "the brief makes no claims" : "each of " + claims + " claims cites");
    }

    /**
     * Why a citation does not name a byte range of a known artifact, if it does not. The range
     * must be JSON integers with 0 ≤ start < end ≤ length: {@code 15.0} is not an offset.
     */
    private static Optional<String> rangeProblem(BriefUnderReview subject, ByteRangeCitation citation) {
        Optional<BriefArtifact> artifact = subject.brief().artifact(citation.artifactId());
        if (artifact.isEmpty()) {
            return Optional.of("names unknown artifact " + citation.artifactId());
        }
        if (!isOffset(citation.start()) || !isOffset(citation.end())) {
            return Optional.of("start " + citation.start() + " and end " + citation.end()
                    + " must be non-negative integers");
        }
        long start = citation.start().longValue();
        long end = citation.end().longValue();
        if (start >= end) {
            return Optional.of("start " + start + " is not before end " + end);
        }
        Optional<byte[]> bytes = subject.bytesOf(citation.artifactId());
        if (bytes.isEmpty()) {
            return Optional.of("the bytes of artifact " + citation.artifactId()
                    + " are missing, so end " + end + " cannot be checked against their length");
        }
        if (end > bytes.get().length) {
            return Optional.of("end " + end + " is past the " + bytes.get().length + " bytes of artifact "
                    + citation.artifactId());
        }
        return Optional.empty();
    }

    private static boolean isOffset(JsonNode value) {
        return value.isIntegralNumber() && value.canConvertToLong() && value.longValue() >= 0;
    }

    /** Decodes strictly: a range that splits a character or holds malformed UTF-8 binds no quote. */
    private static Optional<String> quoteProblem(byte[] bytes, ByteRangeCitation citation) {
        int start = citation.start().intValue();
        int end = citation.end().intValue();
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, start, end - start))
                    .toString();
        } catch (CharacterCodingException e) {
            return Optional.of("bytes [" + start + ", " + end + ") are not valid UTF-8");
        }
        if (text.equals(citation.quote())) {
            return Optional.empty();
        }
        return Optional.of("bytes [" + start + ", " + end + ") read \"" + shown(text) + "\", not the quote \""
                + shown(citation.quote()) + "\"");
    }

    private static Map<String, Integer> duplicateArtifactIds(BriefUnderReview subject) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (BriefArtifact artifact : subject.brief().artifacts()) {
            counts.merge(artifact.artifactId(), 1, Integer::sum);
        }
        counts.values().removeIf(count -> count < 2);
        return counts;
    }

    private static String where(BriefClaim claim, int index) {
        return "claim " + claim.claimId() + " citation " + index;
    }

    private static String shown(String text) {
        String escaped = text.replace("\n", "\\n").replace("\"", "\\\"");
        int limit = escaped.offsetByCodePoints(0, Math.min(SHOWN_CHARACTERS, escaped.codePointCount(0, escaped.length())));
        return limit < escaped.length() ? escaped.substring(0, limit) + "…" : escaped;
    }
}
