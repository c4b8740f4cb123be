package org.copydesk.app.workflow.decide;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.store.EvidenceStore;

/** Turns the ids a person typed (any unique prefix of at least 8 hex digits) into a decision subject. */
public final class SubjectResolver {

    private static final Pattern PREFIX = Pattern.compile("[0-9a-f]{8,64}");

    private final EvidenceStore store;
    private final SubjectContent content;

    public SubjectResolver(EvidenceStore store) {
        this.store = store;
        this.content = new SubjectContent(store);
    }

    public ResolvedSubject resolve(List<String> ids, String decision) {
        if (ids.isEmpty() || ids.size() > 2) {
            throw new UserInputException("name one subject, or two records for a duplicate pair");
        }
        if (decision.equals(DecisionRules.REVOKE)) {
            if (ids.size() != 1) {
                throw new UserInputException("a revoke names exactly one decision");
            }
            return new ResolvedSubject(SubjectKind.DECISION, List.of(unique(ids.get(0),
                    store.decisions().matchingPrefix(normalized(ids.get(0)), 2), "decision")));
        }
        if (ids.size() == 2) {
            List<String> pair = new ArrayList<>();
            for (String id : ids) {
                pair.add(unique(id, store.runs().matchingPrefix(normalized(id), 2), "shadow run"));
            }
            if (pair.get(0).equals(pair.get(1))) {
                throw new RefusedException("a duplicate pair names two different records");
            }
            pair.sort(null);
            return new ResolvedSubject(SubjectKind.DUPLICATE_PAIR, List.copyOf(pair));
        }
        return single(ids.get(0));
    }

    private ResolvedSubject single(String id) {
        String prefix = normalized(id);
        List<ResolvedSubject> found = new ArrayList<>();
        store.runs().matchingPrefix(prefix, 2).forEach(s -> found.add(new ResolvedSubject(SubjectKind.SHADOW_RUN, List.of(s))));
        store.documents().matchingPrefix(DocumentKinds.ANALYST_TAKE, prefix, 2)
                .forEach(s -> found.add(new ResolvedSubject(SubjectKind.ANALYST_TAKE, List.of(s))));
        store.documents().matchingPrefix(DocumentKinds.RESEARCH_BRIEF, prefix, 2)
                .forEach(s -> found.add(new ResolvedSubject(SubjectKind.RESEARCH_BRIEF, List.of(s))));
        if (found.isEmpty() && prefix.length() == 64 && content.candidate(prefix).isPresent()) {
            found.add(new ResolvedSubject(SubjectKind.SOURCE_CANDIDATE, List.of(prefix)));
        }
        if (found.isEmpty()) {
            throw new RefusedException("unknown subject " + id + ": no record in this store has that digest");
        }
        if (found.size() > 1) {
            throw new UserInputException("the prefix " + id + " matches several records; give more digits");
        }
        return found.get(0);
    }

    private static String unique(String id, List<String> matches, String what) {
        if (matches.isEmpty()) {
            throw new RefusedException("unknown subject " + id + ": no " + what + " in this store has that digest");
        }
        if (matches.size() > 1) {
            throw new UserInputException("the prefix " + id + " matches several " + what + "s; give more digits");
        }
        return matches.get(0);
    }

    private static String normalized(String id) {
        String lower = id.strip().toLowerCase(Locale.ROOT);
        if (!PREFIX.matcher(lower).matches()) {
            throw new UserInputException("\"" + id + "\" is not a digest or a prefix of at least 8 hex digits");
        }
        return lower;
    }
}
