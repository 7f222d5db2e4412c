// The project's composite indexes, for the tests that check every query has one.
import firestoreIndexes from '../../firestore.indexes.json';

export default firestoreIndexes;
