package org.chessarbiter.pairing.matching;

import java.util.ArrayList;
import java.util.List;

/**
 * An undirected graph on vertices 0..n-1 with weighted edges. Parallel edges and loops are not
 * allowed (a loop is rejected; for parallel edges keep only the heaviest before adding).
 *
 * @param <W> the weight type
 */
public final class WeightedGraph<W> {

    /** One edge. */
    public record Edge<W>(int u, int v, W weight) {
    }

    private final int vertices;
    private final List<Edge<W>> edges = new ArrayList<>();

    /** A graph with {@code vertices} vertices and no edges. */
    public WeightedGraph(int vertices) {
        if (vertices < 0) {
            throw new IllegalArgumentException("negative vertex count");
        }
        this.vertices = vertices;
    }

    /** Adds the edge {u, v} with the given weight. */
    public WeightedGraph<W> addEdge(int u, int v, W weight) {
        if (u == v || u < 0 || v < 0 || u >= vertices || v >= vertices) {
            throw new IllegalArgumentException("bad edge " + u + "-" + v);
        }
        edges.add(new Edge<>(u, v, weight));
        return this;
    }

    /** @return the number of vertices */
    public int vertices() {
        return vertices;
    }

    /** @return the edges in insertion order */
    public List<Edge<W>> edges() {
        return edges;
    }
}
