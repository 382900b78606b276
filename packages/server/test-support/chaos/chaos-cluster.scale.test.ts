import { chaosSuite } from './suite';

chaosSuite('redis-cluster');
