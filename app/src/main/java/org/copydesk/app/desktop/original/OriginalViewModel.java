package org.copydesk.app.desktop.original;

import java.util.List;
import java.util.Optional;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.record.BlockItem;
import org.copydesk.app.desktop.record.SourceBlocksModel;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * The original the shown snapshot came from, so an editor can check an extraction against it: a
 * PDF page rendered to an image beside that page's blocks (PageUp/PageDown; selecting a block
 * turns to its page), or an HTML page's sanitized text. Rendering runs in the background and the
 * last few pages are kept.
 */
public final class OriginalViewModel {

    static final float DPI = 110f;
    private static final int CACHED_PAGES = 6;

    private final Originals originals;
    private final TaskRunner runner;
    private final SourceBlocksModel source;
    private final PageCache cache = new PageCache(CACHED_PAGES);

    private final ReadOnlyObjectWrapper<OriginalKind> kind = new ReadOnlyObjectWrapper<>(OriginalKind.NONE);
    private final ReadOnlyIntegerWrapper page = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyIntegerWrapper pageCount = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyObjectWrapper<Optional<byte[]>> image = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper line = new ReadOnlyStringWrapper("");
    private final ObservableList<String> pageBlocks = FXCollections.observableArrayList();
    private final ObservableList<String> pageBlocksView = FXCollections.unmodifiableObservableList(pageBlocks);
    private Optional<SourceSnapshot> snapshot = Optional.empty();
    private String rawSha256 = "";
    private long generation;
    private boolean visible = true;
    private boolean stale;

    public OriginalViewModel(Originals originals, TaskRunner runner, SourceBlocksModel source) {
        this.originals = originals;
        this.runner = runner;
        this.source = source;
        source.shownProperty().addListener((obs, old, now) -> {
            if (visible) {
                open(source.shownSnapshot());
            } else {
                stale = true;
            }
        });
        source.selectedBlockProperty().addListener((obs, old, block) -> turnTo(block));
    }

    /**
     * Whether the original is on screen. While it is not, a newly shown snapshot's original is not
     * read (parsing a large page or a PDF competed with opening the record for nothing); it is
     * read when the original is shown next.
     */
    public void setVisible(boolean visible) {
        this.visible = visible;
        if (visible && stale) {
            stale = false;
            open(source.shownSnapshot());
        }
    }

    private void open(Optional<SourceSnapshot> shown) {
        Optional<String> raw = shown.flatMap(SourceSnapshot::rawSha256);
        boolean sameBytes = raw.isPresent() && raw.get().equals(rawSha256) && kind.get() != OriginalKind.NONE;
        snapshot = shown;
        if (sameBytes) {
            // Upstream's and the derived snapshot share their bytes: keep the page, list this snapshot's blocks.
            listBlocks();
            if (kind.get() == OriginalKind.PDF && page.get() > 0) {
                line.set(image.get().isPresent() ? pageLine() : line.get());
            }
            return;
        }
        long asked = ++generation;
        rawSha256 = raw.orElse("");
        kind.set(OriginalKind.NONE);
        page.set(0);
        pageCount.set(0);
        image.set(Optional.empty());
        text.set("");
        pageBlocks.clear();
        if (shown.isEmpty()) {
            line.set("");
            return;
        }
        if (raw.isEmpty()) {
            line.set("Upstream names no raw bytes for " + shown.get().sourceId() + ": there is no original to show.");
            return;
        }
        String sha = raw.get();
        if (shown.get().mimeType().equals("application/pdf")) {
            line.set("Reading the PDF…");
            runner.run(progress -> originals.pageCount(sha), count -> {
                if (asked == generation) {
                    kind.set(OriginalKind.PDF);
                    pageCount.set(count);
                    showPage(Math.max(1, Math.min(count, firstPage())));
                }
            }, error -> refused(asked, error));
        } else {
            line.set("Reading the page…");
            runner.run(progress -> originals.htmlText(sha), sanitized -> {
                if (asked == generation) {
                    kind.set(OriginalKind.HTML);
                    text.set(sanitized);
                    line.set("The page's text with its markup, scripts and styles removed; nothing was fetched.");
                }
            }, error -> refused(asked, error));
        }
    }

    private int firstPage() {
        return snapshot.map(s -> s.blocks().stream().map(Block::pageNumber).flatMap(Optional::stream).findFirst()
                .orElse(1)).orElse(1);
    }

    /** Shows page {@code number} (1-based) of the PDF, from the cache or rendered in the background. */
    public void showPage(int number) {
        if (kind.get() != OriginalKind.PDF || number < 1 || number > pageCount.get()) {
            return;
        }
        page.set(number);
        listBlocks();
        Optional<byte[]> cached = cache.get(rawSha256, number);
        if (cached.isPresent()) {
            image.set(cached);
            line.set(pageLine());
            return;
        }
        long asked = generation;
        String sha = rawSha256;
        line.set("Rendering page " + number + "…");
        runner.run(progress -> originals.renderPage(sha, number, DPI), png -> {
            cache.put(sha, number, png);
            // Still wanted when the same bytes are open at the same page, whatever else was asked meanwhile.
            if (sha.equals(rawSha256) && page.get() == number && kind.get() == OriginalKind.PDF) {
                image.set(Optional.of(png));
                line.set(pageLine());
            }
        }, error -> refused(asked, error));
    }

    public void nextPage() {
        showPage(page.get() + 1);
    }

    public void previousPage() {
        showPage(page.get() - 1);
    }

    private void turnTo(BlockItem block) {
        if (block != null && block.page().isPresent() && block.page().get() != page.get()) {
            showPage(block.page().get());
        }
    }

    private void listBlocks() {
        int shownPage = page.get();
        List<String> lines = snapshot.map(s -> s.blocks().stream()
                .filter(b -> b.pageNumber().map(p -> p == shownPage).orElse(false))
                .map(b -> b.blockId() + "  " + b.text()).toList()).orElse(List.of());
        pageBlocks.setAll(lines);
    }

    private String pageLine() {
        return "Page " + page.get() + " of " + pageCount.get() + " · " + pageBlocks.size()
                + (pageBlocks.size() == 1 ? " block" : " blocks") + " of the shown snapshot on this page";
    }

    private void refused(long asked, Throwable error) {
        if (asked == generation) {
            String message = error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
            line.set("Cannot show the original: " + message.lines().findFirst().orElse(message));
        }
    }

    int cachedPages() {
        return cache.size();
    }

    public ReadOnlyObjectProperty<OriginalKind> kindProperty() {
        return kind.getReadOnlyProperty();
    }

    /** The page shown, 1-based; 0 when none. */
    public ReadOnlyIntegerProperty pageProperty() {
        return page.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty pageCountProperty() {
        return pageCount.getReadOnlyProperty();
    }

    /** The shown page as PNG bytes. */
    public ReadOnlyObjectProperty<Optional<byte[]>> imageProperty() {
        return image.getReadOnlyProperty();
    }

    /** An HTML page's sanitized text. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** Where the view is, or why the original cannot be shown; one line. */
    public ReadOnlyStringProperty lineProperty() {
        return line.getReadOnlyProperty();
    }

    /** The shown snapshot's blocks on the shown page, "b001  text". */
    public ObservableList<String> pageBlocks() {
        return pageBlocksView;
    }
}
