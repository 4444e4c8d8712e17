import { createFileRoute } from '@tanstack/react-router';
import { AllCarsRoute } from '../../features/cars/all-cars';
import { allCarsRouteOptions } from '../../features/cars/all-cars-loader';

/** The cars of a category. */
export const Route = createFileRoute('/all-cars/category/$categoryName/')({ ...allCarsRouteOptions(), component: AllCarsRoute });
