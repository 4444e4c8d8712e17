import { createFileRoute } from '@tanstack/react-router';
import { AllCarsRoute } from '@/src/features/cars/all-cars';
import { allCarsRouteOptions } from '@/src/features/cars/all-cars-loader';

/** Every car. */
export const Route = createFileRoute('/all-cars/')({ ...allCarsRouteOptions(), component: AllCarsRoute });
