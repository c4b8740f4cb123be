package org.copydesk.importers.bundle;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

import org.copydesk.importers.files.RefusedFileException;
import org.copydesk.importers.files.RegularFiles;

/**
 * Reads bundles (FORMATS §7): a directory, a {@code .zip} of one, or a single file. Every file
 * is checked against the limits before it is read whole; a refused file never stops the rest.
 */
public final class BundleReader {

    private final BundleLimits limits;

    public BundleReader(BundleLimits limits) {
        this.limits = limits;
    }

    public void read(Path path, BundleVisitor visitor) {
        if (!Files.exists(path)) {
            throw new BundleException(path + ": no such file or folder");
        }
        if (Files.isDirectory(path)) {
            readDirectory(path, visitor);
        } else if (!Files.isRegularFile(path)) {
            throw new BundleException(path + ": " + RegularFiles.notRegular());
        } else if (isZip(path)) {
            readZip(path, visitor);
        } else {
            readSingle(path, visitor);
        }
    }

    private static boolean isZip(Path path) {
        if (path.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".zip")) {
            return true;
        }
        try (InputStream in = Files.newInputStream(path)) {
            byte[] magic = in.readNBytes(4);
            return magic.length == 4 && magic[0] == 'P' && magic[1] == 'K' && magic[2] == 3 && magic[3] == 4;
        } catch (IOException e) {
            return false;
        }
    }

    private void readSingle(Path file, BundleVisitor visitor) {
        String name = file.getFileName().toString();
        EntryKind kind = EntryNames.kindOf(name).orElse(EntryKind.DOCUMENT);
        visitor.total(1);
        readFile(file, file.toString(), name, kind, visitor);
    }

    private void readFile(Path file, String display, String relative, EntryKind kind, BundleVisitor visitor) {
        try {
            byte[] bytes = RegularFiles.read(file, limits.capFor(kind));
            visitor.entry(new BundleEntry(display, relative, kind, EntryNames.namedDigest(relative, kind), bytes));
        } catch (RefusedFileException e) {
            visitor.refused(new Refusal(display, e.getMessage()));
        } catch (IOException e) {
            visitor.refused(new Refusal(display, "unreadable: " + e.getMessage()));
        }
    }

    private void readDirectory(Path root, BundleVisitor visitor) {
        Path realRoot;
        try {
            realRoot = root.toRealPath();
        } catch (IOException e) {
            throw new BundleException(root + ": unreadable folder: " + e.getMessage());
        }
        List<Path> files = listFiles(root, visitor);
        if (files.size() > limits.maxEntries()) {
            visitor.refused(new Refusal(root.toString(), "folder holds " + files.size() + " files, over the limit of "
                    + limits.maxEntries()));
            return;
        }
        visitor.total(files.size());
        long total = 0;
        for (Path file : files) {
            if (visitor.cancelled()) {
                return;
            }
            String relative = slashes(root.relativize(file).toString());
            if (EntryNames.ignorable(relative)) {
                visitor.skipped(file.toString());
                continue;
            }
            Optional<String> outside = escapesThroughLink(file, realRoot);
            if (outside.isPresent()) {
                visitor.refused(new Refusal(file.toString(), outside.get()));
                continue;
            }
            Optional<EntryKind> kind = EntryNames.kindOf(relative);
            if (kind.isEmpty()) {
                visitor.refused(new Refusal(file.toString(), notABundleFile()));
                continue;
            }
            total += sizeOf(file);
            if (total > limits.maxTotalBytes()) {
                visitor.refused(new Refusal(file.toString(), "bundle exceeds " + limits.maxTotalBytes()
                        + " bytes in all; the rest was not read"));
                return;
            }
            readFile(file, file.toString(), relative, kind.get(), visitor);
        }
    }

    private static List<Path> listFiles(Path root, BundleVisitor visitor) {
        List<Path> files = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile() || attrs.isSymbolicLink()) {
                        files.add(file);
                    } else if (attrs.isOther()) {
                        visitor.refused(new Refusal(file.toString(), RegularFiles.notRegular()));
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException exc) {
                    visitor.refused(new Refusal(file.toString(), "unreadable: " + exc.getMessage()));
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new BundleException(root + ": unreadable folder: " + e.getMessage());
        }
        files.sort(null);
        return files;
    }

    private static Optional<String> escapesThroughLink(Path file, Path realRoot) {
        if (!Files.isSymbolicLink(file)) {
            return Optional.empty();
        }
        try {
            Path target = file.toRealPath();
            if (!target.startsWith(realRoot)) {
                return Optional.of("symbolic link points outside the bundle");
            }
            if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of("symbolic link does not point to a regular file");
            }
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("broken symbolic link");
        }
    }

    private void readZip(Path zip, BundleVisitor visitor) {
        try (ZipFile file = new ZipFile(zip.toFile(), StandardCharsets.UTF_8)) {
            if (file.size() > limits.maxEntries()) {
                visitor.refused(new Refusal(zip.toString(), "zip holds " + file.size() + " entries, over the limit of "
                        + limits.maxEntries()));
                return;
            }
            // Folders inside the zip are not files: counting them would leave the progress short of its end.
            visitor.total((int) file.stream().filter(e -> !e.isDirectory()).count());
            long total = 0;
            Enumeration<? extends ZipEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                if (visitor.cancelled()) {
                    return;
                }
                ZipEntry entry = entries.nextElement();
                if (entry.isDirectory()) {
                    continue;
                }
                String name = entry.getName();
                String display = zip + "!/" + name;
                Optional<String> unsafe = EntryNames.unsafe(name);
                if (unsafe.isPresent()) {
                    visitor.refused(new Refusal(display, unsafe.get()));
                    continue;
                }
                if (EntryNames.ignorable(name)) {
                    visitor.skipped(display);
                    continue;
                }
                Optional<EntryKind> kind = EntryNames.kindOf(name);
                if (kind.isEmpty()) {
                    visitor.refused(new Refusal(display, notABundleFile()));
                    continue;
                }
                long entryCap = limits.capFor(kind.get());
                long remaining = limits.maxTotalBytes() - total;
                String limit = remaining < entryCap
                        ? "bundle's " + limits.maxTotalBytes() + "-byte limit in all (the rest was not read)"
                        : entryCap + "-byte limit";
                Optional<byte[]> bytes = readBounded(file, entry, Math.min(entryCap, remaining), limit, display,
                        visitor);
                if (bytes.isEmpty()) {
                    if (remaining < entryCap) {
                        return;
                    }
                    continue;
                }
                total += bytes.get().length;
                visitor.entry(new BundleEntry(display, name, kind.get(), EntryNames.namedDigest(name, kind.get()),
                        bytes.get()));
            }
        } catch (ZipException e) {
            throw new BundleException(zip + ": not a readable zip: " + e.getMessage());
        } catch (IOException e) {
            throw new BundleException(zip + ": unreadable: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            // ZipFile decodes every entry name as UTF-8 while counting them, before any entry is
            // read, and throws this for a name that is not: the zip is refused whole.
            throw new BundleException(zip + ": not a readable zip: an entry's name is not valid UTF-8");
        }
    }

    /**
     * Reads at most {@code cap} bytes, trusting no size the zip declares: a bomb stops at the cap.
     * The entry is inflated as a stream into an array of its declared size, growing only when
     * more arrives, so a lying header costs nothing; what is held at once is bounded by the
     * importer's read-ahead.
     */
    private static Optional<byte[]> readBounded(ZipFile file, ZipEntry entry, long cap, String limit,
                                                String display, BundleVisitor visitor) {
        if (entry.getSize() > cap) {
            visitor.refused(new Refusal(display, "entry expands to " + entry.getSize() + " bytes, over the " + limit));
            return Optional.empty();
        }
        try (InputStream in = file.getInputStream(entry)) {
            byte[] bytes = RegularFiles.readAtMost(in, entry.getSize(), cap + 1);
            if (bytes.length > cap) {
                visitor.refused(new Refusal(display, "entry expands past the " + limit));
                return Optional.empty();
            }
            return Optional.of(bytes);
        } catch (IOException e) {
            visitor.refused(new Refusal(display, "damaged zip entry: " + e.getMessage()));
            return Optional.empty();
        }
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }

    private static String slashes(String path) {
        return path.replace('\\', '/');
    }

    private static String notABundleFile() {
        return "not a bundle file (expected *.json documents, raw/<sha256> or artifacts/<sha256>)";
    }
}
