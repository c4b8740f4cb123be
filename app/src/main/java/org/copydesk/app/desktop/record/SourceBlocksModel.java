package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.workflow.DerivedSource;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * The left half of the record view: the run's snapshots and those copydesk derived beside them,
 * the blocks of the one shown (marked against upstream's when it is derived), and which blocks
 * the current selection cites (with the supporting numeric tokens marked). Citations always
 * resolve against upstream's snapshot.
 */
public final class SourceBlocksModel {

    private final ObservableList<SourceOption> sources = FXCollections.observableArrayList();
    private final ObservableList<SourceOption> sourcesView = FXCollections.unmodifiableObservableList(sources);
    private final ReadOnlyObjectWrapper<SourceOption> shown = new ReadOnlyObjectWrapper<>();
    private final ObservableList<BlockItem> blocks = FXCollections.observableArrayList();
    private final ObservableList<BlockItem> blocksView = FXCollections.unmodifiableObservableList(blocks);
    private final ReadOnlyObjectWrapper<ScrollRequest> scroll = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<BlockItem> selectedBlock = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper difference = new ReadOnlyStringWrapper("");
    private List<SourceSnapshot> snapshots = List.of();
    private List<DerivedSource> derived = List.of();
    private String highlightSource = "";
    private Set<String> highlighted = Set.of();
    private List<BigDecimal> numbers = List.of();
    private long scrolls;

    public ObservableList<SourceOption> sources() {
        return sourcesView;
    }

    public ReadOnlyObjectProperty<SourceOption> shownProperty() {
        return shown.getReadOnlyProperty();
    }

    public ObservableList<BlockItem> blocks() {
        return blocksView;
    }

    public ReadOnlyObjectProperty<ScrollRequest> scrollProperty() {
        return scroll.getReadOnlyProperty();
    }

    /** The block the editor last selected in the list, if any. */
    public ReadOnlyObjectProperty<BlockItem> selectedBlockProperty() {
        return selectedBlock.getReadOnlyProperty();
    }

    /** How the shown snapshot compares with upstream's, or that a derived one exists; empty when neither. */
    public ReadOnlyStringProperty differenceProperty() {
        return difference.getReadOnlyProperty();
    }

    /** Block ids highlighted in the shown source, in source order. */
    public List<String> highlightedBlockIds() {
        List<String> ids = new ArrayList<>();
        blocks.stream().filter(BlockItem::highlighted).forEach(b -> ids.add(b.blockId()));
        return ids;
    }

    /** The snapshot being shown: one of upstream's, or a derived one. */
    public Optional<SourceSnapshot> shownSnapshot() {
        SourceOption option = shown.get();
        if (option == null) {
            return Optional.empty();
        }
        if (option.derived()) {
            return derived.stream().map(DerivedSource::derived)
                    .filter(s -> s.snapshotSha256().equals(option.snapshotSha256())).findFirst();
        }
        return snapshots.stream().filter(s -> s.snapshotSha256().equals(option.snapshotSha256())).findFirst();
    }

    void show(ShadowRun run, Optional<String> preferredSource) {
        snapshots = run.sources();
        derived = List.of();
        selectedBlock.set(null);
        List<SourceOption> options = options();
        sources.setAll(options);
        highlightSource = "";
        highlighted = Set.of();
        numbers = List.of();
        Optional<SourceOption> first = preferredSource
                .flatMap(id -> options.stream().filter(o -> o.sourceId().equals(id)).findFirst())
                .or(() -> options.stream().findFirst());
        shown.set(first.orElse(null));
        rebuild();
    }

    /** Offers the derived snapshots beside upstream's; the shown snapshot stays shown. */
    public void addDerived(List<DerivedSource> found) {
        derived = List.copyOf(found);
        SourceOption before = shown.get();
        List<SourceOption> options = options();
        sources.setAll(options);
        shown.set(before == null ? null : options.stream().filter(o -> o.equals(before)).findFirst()
                .or(() -> options.stream().findFirst()).orElse(null));
        rebuild();
    }

    /** Shows the snapshot copydesk derived for {@code sourceId}, if there is one. */
    public void showDerived(String sourceId) {
        sources.stream().filter(o -> o.derived() && o.sourceId().equals(sourceId)).findFirst()
                .ifPresent(this::showSource);
    }

    void clear() {
        snapshots = List.of();
        derived = List.of();
        highlightSource = "";
        highlighted = Set.of();
        numbers = List.of();
        sources.clear();
        shown.set(null);
        selectedBlock.set(null);
        blocks.clear();
        difference.set("");
    }

    public void showSource(SourceOption option) {
        if (option != null && !option.equals(shown.get())) {
            shown.set(option);
            selectedBlock.set(null);
            rebuild();
        }
    }

    public void selectBlock(BlockItem block) {
        selectedBlock.set(block);
    }

    void highlight(String sourceId, Set<String> blockIds, List<BigDecimal> marked) {
        highlightSource = sourceId;
        highlighted = new LinkedHashSet<>(blockIds);
        numbers = List.copyOf(marked);
        // A citation names upstream's block ids: it is shown in upstream's snapshot, never a derived one.
        sources.stream().filter(o -> !o.derived() && o.sourceId().equals(sourceId)).findFirst().ifPresent(shown::set);
        rebuild();
        for (int i = 0; i < blocks.size(); i++) {
            if (blocks.get(i).highlighted()) {
                scroll.set(new ScrollRequest(i, ++scrolls));
                return;
            }
        }
    }

    void clearHighlight() {
        highlighted = Set.of();
        numbers = List.of();
        rebuild();
    }

    private List<SourceOption> options() {
        List<SourceOption> options = new ArrayList<>();
        for (SourceSnapshot s : snapshots) {
            options.add(new SourceOption(s.sourceId(), label(s), s.snapshotSha256(), false));
        }
        for (DerivedSource d : derived) {
            options.add(new SourceOption(d.derived().sourceId(), label(d.derived()), d.derived().snapshotSha256(), true));
        }
        return options;
    }

    private void rebuild() {
        SourceOption option = shown.get();
        List<BlockItem> items = new ArrayList<>();
        difference.set("");
        if (option != null && option.derived()) {
            Optional<DerivedSource> pair = derived.stream()
                    .filter(d -> d.derived().snapshotSha256().equals(option.snapshotSha256())).findFirst();
            if (pair.isPresent()) {
                List<MarkedBlock> marked = DifferenceMarks.of(pair.get().comparison());
                for (int i = 0; i < marked.size(); i++) {
                    items.add(item(i, marked.get(i).block(), false, marked.get(i).mark()));
                }
                difference.set("Compared with upstream's " + pair.get().upstream().sourceId() + ": "
                        + DifferenceMarks.summary(pair.get().comparison()) + ". " + DifferenceMarks.CITATIONS_NOTE);
            }
        } else {
            Optional<SourceSnapshot> snapshot = shownSnapshot();
            if (snapshot.isPresent()) {
                boolean cited = snapshot.get().sourceId().equals(highlightSource);
                List<Block> list = snapshot.get().blocks();
                for (int i = 0; i < list.size(); i++) {
                    Block block = list.get(i);
                    items.add(item(i, block, cited && highlighted.contains(block.blockId()), DifferenceMark.NONE));
                }
                derived.stream().filter(d -> d.upstream().snapshotSha256().equals(snapshot.get().snapshotSha256()))
                        .findFirst().ifPresent(d -> difference.set("copydesk's extraction of these bytes: "
                                + DifferenceMarks.summary(d.comparison()) + " (choose it above to see where)."));
            }
        }
        blocks.setAll(items);
    }

    private BlockItem item(int index, Block block, boolean on, DifferenceMark mark) {
        return new BlockItem(index + 1, block.blockId(), RecordRows.shortDigest(block.sha256()), block.pageNumber(), on,
                NumericTokens.spans(block.text(), on ? numbers : List.of()), mark);
    }

    private static String label(SourceSnapshot s) {
        String kind = s.mimeType().equals("application/pdf") ? "PDF" : s.mimeType().equals("text/html") ? "HTML" : "text";
        String name = s.publisher().or(s::title).or(s::canonicalUrl).orElse("");
        return s.sourceId() + " · " + name + " · " + kind + (s.isDerived() ? " · derived by copydesk" : "")
                + " · " + s.blocks().size() + " blocks";
    }
}
