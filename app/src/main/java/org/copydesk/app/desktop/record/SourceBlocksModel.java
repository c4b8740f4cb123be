package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * The left half of the record view: the run's snapshots, the blocks of the one shown, and which
 * blocks the current selection cites (with the supporting numeric tokens marked).
 */
public final class SourceBlocksModel {

    private final ObservableList<SourceOption> sources = FXCollections.observableArrayList();
    private final ObservableList<SourceOption> sourcesView = FXCollections.unmodifiableObservableList(sources);
    private final ReadOnlyObjectWrapper<SourceOption> shown = new ReadOnlyObjectWrapper<>();
    private final ObservableList<BlockItem> blocks = FXCollections.observableArrayList();
    private final ObservableList<BlockItem> blocksView = FXCollections.unmodifiableObservableList(blocks);
    private final ReadOnlyObjectWrapper<ScrollRequest> scroll = new ReadOnlyObjectWrapper<>();
    private List<SourceSnapshot> snapshots = List.of();
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

    /** Block ids highlighted in the shown source, in source order. */
    public List<String> highlightedBlockIds() {
        List<String> ids = new ArrayList<>();
        blocks.stream().filter(BlockItem::highlighted).forEach(b -> ids.add(b.blockId()));
        return ids;
    }

    void show(ShadowRun run, Optional<String> preferredSource) {
        snapshots = run.sources();
        List<SourceOption> options = new ArrayList<>();
        for (SourceSnapshot s : snapshots) {
            options.add(new SourceOption(s.sourceId(), label(s)));
        }
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

    void clear() {
        snapshots = List.of();
        highlightSource = "";
        highlighted = Set.of();
        numbers = List.of();
        sources.clear();
        shown.set(null);
        blocks.clear();
    }

    public void showSource(SourceOption option) {
        if (option != null && !option.equals(shown.get())) {
            shown.set(option);
            rebuild();
        }
    }

    void highlight(String sourceId, Set<String> blockIds, List<BigDecimal> marked) {
        highlightSource = sourceId;
        highlighted = new LinkedHashSet<>(blockIds);
        numbers = List.copyOf(marked);
        sources.stream().filter(o -> o.sourceId().equals(sourceId)).findFirst().ifPresent(shown::set);
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

    private void rebuild() {
        SourceOption option = shown.get();
        Optional<SourceSnapshot> snapshot = option == null ? Optional.empty()
                : snapshots.stream().filter(s -> s.sourceId().equals(option.sourceId())).findFirst();
        List<BlockItem> items = new ArrayList<>();
        if (snapshot.isPresent()) {
            boolean cited = snapshot.get().sourceId().equals(highlightSource);
            List<Block> list = snapshot.get().blocks();
            for (int i = 0; i < list.size(); i++) {
                Block block = list.get(i);
                boolean on = cited && highlighted.contains(block.blockId());
                items.add(new BlockItem(i + 1, block.blockId(), RecordRows.shortDigest(block.sha256()),
                        block.pageNumber(), on, NumericTokens.spans(block.text(), on ? numbers : List.of())));
            }
        }
        blocks.setAll(items);
    }

    private static String label(SourceSnapshot s) {
        String kind = s.mimeType().equals("application/pdf") ? "PDF" : s.mimeType().equals("text/html") ? "HTML" : "text";
        String name = s.publisher().or(s::title).or(s::canonicalUrl).orElse("");
        return s.sourceId() + " · " + name + " · " + kind + (s.isDerived() ? " · derived by copydesk" : "")
                + " · " + s.blocks().size() + " blocks";
    }
}
