package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.copydesk.store.DuplicateIndex;

/** Duplicate groups by grouping queries over the runs' cited documents and their sample keys. */
final class JdbcDuplicateIndex implements DuplicateIndex {

    private final Database db;

    JdbcDuplicateIndex(Database db) {
        this.db = db;
    }

    @Override
    public Map<String, List<String>> sharedDocuments() {
        return groups("SELECT s.document_sha256, s.record_sha256 FROM run_source s WHERE s.document_sha256 IN "
                + "(SELECT document_sha256 FROM run_source GROUP BY document_sha256 "
                + "HAVING count(DISTINCT record_sha256) > 1) ORDER BY 1, 2");
    }

    @Override
    public Map<String, List<String>> sharedSamples() {
        return groups("SELECT sample_key, record_sha256 FROM run WHERE sample_key IN "
                + "(SELECT sample_key FROM run WHERE sample_key IS NOT NULL GROUP BY sample_key HAVING count(*) > 1) "
                + "ORDER BY 1, 2");
    }

    @Override
    public Map<String, List<String>> sharedDocumentsOf(String recordSha256) {
        Map<String, List<String>> groups = groups("SELECT s.document_sha256, s.record_sha256 FROM run_source s "
                + "WHERE s.document_sha256 IN (SELECT document_sha256 FROM run_source WHERE record_sha256 = ?) "
                + "ORDER BY 1, 2", recordSha256);
        groups.values().removeIf(members -> members.size() < 2);
        return groups;
    }

    @Override
    public Map<String, List<String>> sharedSamplesOf(String recordSha256) {
        Map<String, List<String>> groups = groups("SELECT sample_key, record_sha256 FROM run WHERE sample_key = "
                + "(SELECT sample_key FROM run WHERE record_sha256 = ?) ORDER BY 1, 2", recordSha256);
        groups.values().removeIf(members -> members.size() < 2);
        return groups;
    }

    /** Key and member pairs, ordered by key then member, as groups of distinct members. */
    private Map<String, List<String>> groups(String query, String... parameters) {
        return db.read(c -> {
            Map<String, List<String>> groups = new LinkedHashMap<>();
            try (PreparedStatement select = c.prepareStatement(query)) {
                for (int i = 0; i < parameters.length; i++) {
                    select.setString(i + 1, parameters[i]);
                }
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        List<String> members = groups.computeIfAbsent(rs.getString(1), k -> new ArrayList<>());
                        if (!members.contains(rs.getString(2))) {
                            members.add(rs.getString(2));
                        }
                    }
                }
            }
            return groups;
        });
    }
}
