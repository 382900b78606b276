import { chaosSuite } from './suite';

chaosSuite('redis');
