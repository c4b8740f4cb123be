package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.store.RacePoll;
import org.copydesk.store.RacePollIndex;

/** A race's polls from the run table's race and field end columns. */
final class JdbcRacePollIndex implements RacePollIndex {

    private final Database db;

    JdbcRacePollIndex(Database db) {
        this.db = db;
    }

    @Override
    public List<RacePoll> polls(String raceId, int limit) {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT record_sha256, field_end FROM ("
                    + "SELECT record_sha256, field_end FROM run WHERE task = 'poll' AND race_id = ? "
                    + "AND field_end IS NOT NULL ORDER BY field_end DESC, record_sha256 LIMIT ?) AS recent "
                    + "ORDER BY field_end, record_sha256")) {
                select.setString(1, raceId);
                select.setInt(2, limit);
                List<RacePoll> polls = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        polls.add(new RacePoll(rs.getString(1), rs.getString(2)));
                    }
                }
                return polls;
            }
        });
    }
}
