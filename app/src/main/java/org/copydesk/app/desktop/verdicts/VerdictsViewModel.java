package org.copydesk.app.desktop.verdicts;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableMap;

import com.fasterxml.jackson.databind.node.ArrayNode;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.json.Json;

/**
 * The field verdicts being drafted on the open record (FORMATS §4.3): C, X, M, U on the focused
 * value, Shift+C for all that remain. Drafts are kept per record while the window is open, so
 * going back to the queue loses nothing; they are stored only inside a signed
 * decision. Once signed, the record shows the verdicts of its latest valid decision, marked as
 * signed and read-only; a new draft (starting from them) begins only when the reviewer asks (N).
 */
public final class VerdictsViewModel {

    private final Map<String, Map<String, VerdictDraft>> byRecord = new HashMap<>();
    private final Map<String, SignedVerdicts> signedByRecord = new HashMap<>();
    private final ReadOnlyBooleanWrapper showingSigned = new ReadOnlyBooleanWrapper();
    private final ObservableMap<String, VerdictDraft> drafts = FXCollections.observableHashMap();
    private final ObservableMap<String, VerdictDraft> draftsView = FXCollections.unmodifiableObservableMap(drafts);
    private final CorrectionEditor editor = new CorrectionEditor();
    private final ReadOnlyStringWrapper focused = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper tally = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private String recordSha256 = "";
    private Map<String, VerdictItem> items = Map.of();

    public VerdictsViewModel() {
        drafts.addListener((MapChangeListener<String, VerdictDraft>) change -> updateTally());
    }

    /** Shows the drafts of {@code sha256}, if any were made earlier in this session, over its judgeable values. */
    public void open(String sha256, List<VerdictItem> judgeable) {
        editor.cancel();
        recordSha256 = sha256;
        Map<String, VerdictItem> ordered = new LinkedHashMap<>();
        judgeable.forEach(i -> ordered.put(i.path(), i));
        items = ordered;
        focused.set("");
        notice.set("");
        showCurrent();
    }

    /**
     * The latest valid decision on {@code sha256} (empty: none): its field verdicts are what the
     * record shows, as signed, until the reviewer starts a new draft.
     */
    public void showSigned(String sha256, Optional<ReviewDecision> latest) {
        Optional<SignedVerdicts> signed = latest.flatMap(SignedVerdicts::of);
        if (signed.isPresent()) {
            signedByRecord.put(sha256, signed.get());
        } else {
            signedByRecord.remove(sha256);
        }
        if (sha256.equals(recordSha256) && !editor.editingProperty().get()) {
            showCurrent();
        }
    }

    /** A draft of this record's own when there is one, else its signed verdicts, else nothing judged yet. */
    private void showCurrent() {
        Map<String, VerdictDraft> kept = byRecord.get(recordSha256);
        SignedVerdicts signed = signedByRecord.get(recordSha256);
        drafts.clear();
        if (kept == null && signed != null) {
            showingSigned.set(true);
            signed.verdicts().forEach((path, verdict) -> {
                if (items.containsKey(path)) {
                    drafts.put(path, verdict);
                }
            });
        } else {
            showingSigned.set(false);
            if (kept != null) {
                kept.keySet().retainAll(items.keySet());
                drafts.putAll(kept);
            }
        }
        updateTally();
    }

    /**
     * N: a new draft on a record showing signed verdicts, starting from them; the signed
     * decision is untouched, and the draft is signed only with a new decision.
     */
    public void draftAgain() {
        if (!showingSigned.get()) {
            notice.set(recordSha256.isEmpty() || items.isEmpty() ? "" : "This record is being drafted already.");
            return;
        }
        byRecord.put(recordSha256, new HashMap<>(drafts));
        showingSigned.set(false);
        notice.set("A new draft, starting from the signed verdicts: change what you need, then approve or reject.");
        updateTally();
    }

    /** True while the record shows the signed verdicts of its latest valid decision (read-only). */
    public ReadOnlyBooleanProperty showingSignedProperty() {
        return showingSigned.getReadOnlyProperty();
    }

    /** Nothing to judge while a record loads or a blocked run is shown. */
    public void close() {
        editor.cancel();
        recordSha256 = "";
        items = Map.of();
        showingSigned.set(false);
        drafts.clear();
        focused.set("");
        notice.set("");
        tally.set("");
    }

    /** The value the keys act on: the row last selected. */
    public void focus(String path) {
        if (items.containsKey(path)) {
            focused.set(path);
        }
    }

    /** C: correct, or for a claim, supported. */
    public void correct() {
        focusedItem().ifPresent(item -> put(VerdictDraft.plain(item.path(),
                item.claim() ? Verdict.SUPPORTED : Verdict.CORRECT)));
    }

    /** U: the cited blocks do not support the value (or the claim). */
    public void unsupported() {
        focusedItem().ifPresent(item -> {
            if (!item.claim() && item.originalNull()) {
                notice.set(item.label() + ": upstream gave null here; press M if the source discloses it, "
                        + "C if it does not.");
                return;
            }
            put(VerdictDraft.plain(item.path(), Verdict.UNSUPPORTED));
        });
    }

    /** X: wrong; opens the editor for the right value and its evidence. */
    public void incorrect() {
        focusedItem().ifPresent(item -> {
            if (item.claim()) {
                notice.set("A claim is supported (C) or unsupported (U).");
            } else if (item.originalNull()) {
                notice.set(item.label() + ": upstream gave null here; press M if the source discloses it, "
                        + "C if it does not.");
            } else {
                edit(item, Verdict.INCORRECT);
            }
        });
    }

    /** M: upstream gave null but the source discloses the value; opens the editor for it. */
    public void missed() {
        focusedItem().ifPresent(item -> {
            if (item.claim()) {
                notice.set("A claim is supported (C) or unsupported (U).");
            } else if (!item.originalNull()) {
                notice.set(item.label() + ": M is for a value upstream left null; this one has a value "
                        + "(press X if it is wrong).");
            } else {
                edit(item, Verdict.MISSED);
            }
        });
    }

    /** Backspace or Delete: the focused value is judged no longer. */
    public void clear() {
        focusedItem().ifPresent(item -> {
            drafts.remove(item.path());
            store();
            notice.set("");
        });
    }

    /** Shift+C: every value not judged yet is correct (claims: supported). */
    public void allRemainingCorrect() {
        if (refusedWhileSigned()) {
            return;
        }
        for (VerdictItem item : items.values()) {
            if (!drafts.containsKey(item.path())) {
                drafts.put(item.path(), VerdictDraft.plain(item.path(), item.claim() ? Verdict.SUPPORTED : Verdict.CORRECT));
            }
        }
        store();
        // The tally says it; the notice line is kept for keys that did nothing.
        notice.set("");
    }

    /**
     * Whether a correction is still being typed: a decision then waits, so that it never signs
     * without a correction the reviewer can still see on screen. Says so on the notice line.
     */
    public boolean correctionOpen() {
        if (editor().editingProperty().get()) {
            notice.set("Finish the correction first: Enter keeps it, Escape drops it; then decide.");
            return true;
        }
        return false;
    }

    /** What the decision on this record would carry, summed up for the sheet. */
    public VerdictsToSign toSign() {
        if (drafts.isEmpty() || showingSigned.get()) {
            return VerdictsToSign.NONE;
        }
        ArrayNode list = Json.nodes().arrayNode();
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        List<String> corrections = new ArrayList<>();
        for (VerdictItem item : items.values()) {
            VerdictDraft draft = drafts.get(item.path());
            if (draft == null) {
                continue;
            }
            list.add(draft.toJson());
            counts.merge(draft.verdict(), 1, Integer::sum);
            draft.correctedValue().ifPresent(value -> corrections.add(draft.verdict().wire() + "  " + item.path()
                    + " → " + VerdictDraft.text(value) + "  (evidence " + String.join(", ", draft.evidence()) + ")"));
        }
        List<String> parts = new ArrayList<>();
        counts.forEach((verdict, count) -> parts.add(count + " " + verdict.wire()));
        int left = items.size() - drafts.size();
        String line = drafts.size() + " of " + items.size() + " judged: " + String.join(", ", parts)
                + (left == 0 ? "" : "; " + left + " left unjudged");
        return new VerdictsToSign(Optional.of(list), line, corrections);
    }

    /**
     * {@code decision} on {@code sha256} was signed: the drafts are done, and the record shows
     * what was signed.
     */
    public void signed(String sha256, ReviewDecision decision) {
        byRecord.remove(sha256);
        showSigned(sha256, Optional.of(decision));
    }

    private void edit(VerdictItem item, Verdict kind) {
        VerdictDraft earlier = drafts.get(item.path());
        boolean again = earlier != null && earlier.verdict() == kind && earlier.correctedValue().isPresent();
        String start = again ? VerdictDraft.text(earlier.correctedValue().get())
                : kind == Verdict.INCORRECT ? item.valueText() : "";
        List<String> evidence = again ? earlier.evidence() : item.evidence();
        notice.set("");
        editor.open(item, kind, start, evidence, this::put);
    }

    private void put(VerdictDraft draft) {
        drafts.put(draft.path(), draft);
        store();
        notice.set("");
    }

    private void store() {
        if (!recordSha256.isEmpty()) {
            byRecord.put(recordSha256, new HashMap<>(drafts));
        }
    }

    private Optional<VerdictItem> focusedItem() {
        if (editor.editingProperty().get() || refusedWhileSigned()) {
            return Optional.empty();
        }
        Optional<VerdictItem> item = Optional.ofNullable(items.get(focused.get()));
        if (item.isEmpty()) {
            notice.set(items.isEmpty() ? "Nothing on this record takes a verdict."
                    : "Select a field, result or claim first.");
        }
        return item;
    }

    /** Signed verdicts are not changed in place: the keys say how to start a new draft instead. */
    private boolean refusedWhileSigned() {
        if (showingSigned.get()) {
            notice.set("These verdicts are signed. Press N to start a new draft from them.");
            return true;
        }
        return false;
    }

    private void updateTally() {
        if (items.isEmpty()) {
            tally.set("");
            return;
        }
        boolean claims = items.values().stream().allMatch(VerdictItem::claim);
        String judged = drafts.size() + " of " + items.size() + (claims ? " claims" : " fields") + " judged";
        SignedVerdicts signed = signedByRecord.get(recordSha256);
        tally.set(showingSigned.get() && signed != null ? judged + " · signed " + signed.by() + " · N: new draft"
                : judged);
    }

    /** Drafts of the open record by path; rows read their verdict here. */
    public ObservableMap<String, VerdictDraft> drafts() {
        return draftsView;
    }

    public CorrectionEditor editor() {
        return editor;
    }

    public ReadOnlyStringProperty focusedProperty() {
        return focused.getReadOnlyProperty();
    }

    /** "7 of 12 fields judged"; empty when the record has nothing to judge. */
    public ReadOnlyStringProperty tallyProperty() {
        return tally.getReadOnlyProperty();
    }

    /** Why the last key did nothing, on one line; empty otherwise. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }
}
