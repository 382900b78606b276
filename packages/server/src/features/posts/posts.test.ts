import { makeTestApp } from '../../testing/app';
import { postsSuite } from './suite';

postsSuite(makeTestApp);
