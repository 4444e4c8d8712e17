import { createFileRoute } from '@tanstack/react-router';
import { AllCarsRoute } from '@/src/features/cars/all-cars';
import { allCarsRouteOptions } from '@/src/features/cars/all-cars-loader';

/** The cars of a city. */
export const Route = createFileRoute('/all-cars/$cityName')({ ...allCarsRouteOptions(), component: AllCarsRoute });
